import type { Db } from '../store/database';
import type { SignerRegistry } from './registry';

/** The registry kept in the gateway's own database; custody addresses and keys are stored lowercase. */
export class SqliteSignerRegistry implements SignerRegistry {
  private readonly fidByCustody;
  private readonly custodyByFid;
  private readonly signer;
  private readonly insertFid;
  private readonly insertSigner;

  constructor(db: Db) {
    this.fidByCustody = db.prepare<[string], { fid: number }>('SELECT fid FROM registry_fids WHERE custody = ?');
    this.custodyByFid = db.prepare<[number], { custody: `0x${string}` }>('SELECT custody FROM registry_fids WHERE fid = ?');
    this.signer = db.prepare<[number, string], { active: number }>(
      'SELECT active FROM registry_signers WHERE fid = ? AND key = ?',
    );
    this.insertFid = db.prepare('INSERT INTO registry_fids (fid, custody) VALUES (?, ?)');
    this.insertSigner = db.prepare(
      'INSERT INTO registry_signers (fid, key, active) VALUES (?, ?, ?) ON CONFLICT (fid, key) DO UPDATE SET active = excluded.active',
    );
  }

  async fidOf(custody: `0x${string}`): Promise<number | null> {
    return this.fidByCustody.get(custody.toLowerCase())?.fid ?? null;
  }

  async custodyOf(fid: number): Promise<`0x${string}` | null> {
    return this.custodyByFid.get(fid)?.custody ?? null;
  }

  async isActiveSigner(fid: number, signerKey: `0x${string}`): Promise<boolean> {
    return this.signer.get(fid, signerKey.toLowerCase())?.active === 1;
  }

  registerFid(fid: number, custody: `0x${string}`): void {
    this.insertFid.run(fid, custody.toLowerCase());
  }

  setSigner(fid: number, signerKey: `0x${string}`, active: boolean): void {
    this.insertSigner.run(fid, signerKey.toLowerCase(), active ? 1 : 0);
  }
}
