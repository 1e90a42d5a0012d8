import { sql } from 'kysely';
import type { Db } from '../store/database';
import type { FarcasterRegistry } from './registry';

/**
 * The registry kept in the gateway's own database; custody addresses and keys are stored lowercase. It
 * holds FIDs and signers, and no auth addresses.
 */
export class DatabaseSignerRegistry implements FarcasterRegistry {
  constructor(private readonly db: Db) {}

  async fidOf(custody: `0x${string}`): Promise<number | null> {
    return (await this.db.first(sql<{ fid: number }>`SELECT fid FROM registry_fids WHERE custody = ${custody.toLowerCase()}`))?.fid ?? null;
  }

  async custodyOf(fid: number): Promise<`0x${string}` | null> {
    return (await this.db.first(sql<{ custody: `0x${string}` }>`SELECT custody FROM registry_fids WHERE fid = ${fid}`))?.custody ?? null;
  }

  async isActiveSigner(fid: number, signerKey: `0x${string}`): Promise<boolean> {
    const row = await this.db.first(sql<{ active: number }>`SELECT active FROM registry_signers WHERE fid = ${fid} AND key = ${signerKey.toLowerCase()}`);
    return row?.active === 1;
  }

  async isAuthAddress(_fid: number, _address: `0x${string}`): Promise<boolean> {
    return false;
  }

  async registerFid(fid: number, custody: `0x${string}`): Promise<void> {
    await this.db.write(sql`INSERT INTO registry_fids (fid, custody) VALUES (${fid}, ${custody.toLowerCase()})`);
  }

  async setSigner(fid: number, signerKey: `0x${string}`, active: boolean): Promise<void> {
    await this.db.write(sql`INSERT INTO registry_signers (fid, key, active) VALUES (${fid}, ${signerKey.toLowerCase()}, ${active ? 1 : 0})
      ON CONFLICT (fid, key) DO UPDATE SET active = excluded.active`);
  }
}
