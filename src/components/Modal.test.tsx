// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, ModalHeading } from './Modal';

afterEach(cleanup);

function Page({ open, onClose, closeOnBackdrop }: { open: boolean; onClose(): void; closeOnBackdrop?: boolean }) {
  return (
    <>
      <button type="button">Opener</button>
      <Modal open={open} onClose={onClose} closeOnBackdrop={closeOnBackdrop} aria-labelledby="modal-title" className="panel">
        <ModalHeading id="modal-title" onClose={onClose} className="gap-4">
          Settings
        </ModalHeading>
        <button type="button">Inside</button>
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

const dialogElement = () => document.querySelector('dialog')!;

function cancel(dialog: HTMLDialogElement): Event {
  const event = new Event('cancel', { cancelable: true });
  fireEvent(dialog, event);
  return event;
}

describe('Modal', () => {
  it('opens and closes the native dialog in step with open, named by its heading and styled by its owner', () => {
    const { rerender } = render(<Page open={false} onClose={() => {}} />);
    const dialog = dialogElement();
    expect(dialog.open).toBe(false);
    rerender(<Page open onClose={() => {}} />);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBe(dialog);
    expect(dialog.className).toBe('panel');
    rerender(<Page open={false} onClose={() => {}} />);
    expect(dialog.open).toBe(false);
  });

  it('is open while mounted when it has no open prop', () => {
    render(
      <Modal onClose={() => {}} aria-label="Pictures">
        <p>One</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Pictures' })).toHaveProperty('open', true);
  });

  it('asks its owner to close on Escape and stays open until the owner does', () => {
    const onClose = vi.fn();
    render(<Page open onClose={onClose} />);
    const event = cancel(dialogElement());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(dialogElement().open).toBe(true);
  });

  it('asks its owner to close from the Close button beside its heading', () => {
    const onClose = vi.fn();
    render(<Page open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop only where allowed, and never on a click inside', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Page open onClose={onClose} />);
    fireEvent.click(dialogElement());
    expect(onClose).not.toHaveBeenCalled();

    rerender(<Page open onClose={onClose} closeOnBackdrop />);
    fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialogElement());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to what had it before opening, on closing and on unmounting', () => {
    const { rerender, unmount } = render(<Page open={false} onClose={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    rerender(<Page open onClose={() => {}} />);
    screen.getByRole('button', { name: 'Inside' }).focus();
    rerender(<Page open={false} onClose={() => {}} />);
    expect(document.activeElement).toBe(opener);

    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    rerender(<Page open onClose={() => {}} />);
    screen.getByRole('button', { name: 'Inside' }).focus();
    unmount();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('focuses the control named by initialFocus on opening', () => {
    render(
      <Modal onClose={() => {}} aria-label="Write" initialFocus="input">
        <button type="button">Close</button>
        <input aria-label="Text" />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Text' }));
  });
});
