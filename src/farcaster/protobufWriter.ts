/**
 * Just enough of the protobuf wire format to write Farcaster messages: varints and
 * length-delimited fields. Values above 2^53 never occur (FIDs, timestamps and enums are small),
 * so plain numbers suffice.
 */

const WIRE_VARINT = 0;
const WIRE_LENGTH_DELIMITED = 2;

const encoder = new TextEncoder();

export class ProtobufWriter {
  private readonly chunks: number[] = [];

  private varint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Cannot encode ${value} as a varint`);
    let rest = value;
    while (rest >= 0x80) {
      this.chunks.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.chunks.push(rest);
  }

  private tag(field: number, wireType: number): void {
    this.varint(field * 8 + wireType);
  }

  private lengthDelimited(field: number, bytes: Uint8Array): void {
    this.tag(field, WIRE_LENGTH_DELIMITED);
    this.varint(bytes.length);
    for (const byte of bytes) this.chunks.push(byte);
  }

  /** uint32, uint64 or a non-negative int32 / enum. */
  uint(field: number, value: number): this {
    this.tag(field, WIRE_VARINT);
    this.varint(value);
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.lengthDelimited(field, value);
    return this;
  }

  string(field: number, value: string): this {
    this.lengthDelimited(field, encoder.encode(value));
    return this;
  }

  /** A packed repeated varint field. Written even when empty, as ts-proto does. */
  packed(field: number, values: readonly number[]): this {
    const inner = new ProtobufWriter();
    for (const value of values) inner.varint(value);
    this.lengthDelimited(field, inner.finish());
    return this;
  }

  message(field: number, write: (inner: ProtobufWriter) => void): this {
    const inner = new ProtobufWriter();
    write(inner);
    this.lengthDelimited(field, inner.finish());
    return this;
  }

  finish(): Uint8Array {
    return Uint8Array.from(this.chunks);
  }
}
