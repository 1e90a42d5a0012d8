import { describe, expect, it } from 'vitest';
import { addApprovalRequest } from './addApproval';

describe('the question of adding an app', () => {
  const listed = 'It will be listed on your Apps screen. It runs at https://notes.example.';

  it('offers notifications, checked at first, when the app can notify', () => {
    expect(addApprovalRequest('Notes', 'https://notes.example/open', { kind: 'offered', webhookUrl: 'https://notes.example/hook' })).toEqual({
      title: 'Add Notes to your apps?',
      detail: listed,
      approveLabel: 'Add app',
      option: 'Allow notifications',
    });
  });

  it('has no notifications choice when the app names no webhook', () => {
    const request = addApprovalRequest('Notes', 'https://notes.example/open', { kind: 'none' });
    expect(request).not.toHaveProperty('option');
    expect(request.detail).toBe(listed);
  });

  it('says why there are no notifications: this gateway, or a manifest that could not be read', () => {
    const unavailable = addApprovalRequest('Notes', 'https://notes.example/', { kind: 'unavailable' });
    expect(unavailable).not.toHaveProperty('option');
    expect(unavailable.detail).toBe(`${listed}\nNotifications from Mini Apps are not available with this gateway.`);
    const reason = "The app's manifest could not be read: The page answered HTTP 404";
    const unreadable = addApprovalRequest('Notes', 'https://notes.example/', { kind: 'unreadable', reason });
    expect(unreadable).not.toHaveProperty('option');
    expect(unreadable.detail).toBe(`${listed}\nIt cannot notify you. ${reason}`);
  });
});
