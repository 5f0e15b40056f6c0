import { Inflate } from 'fflate';

/**
 * A zip read from its central directory, and its entries inflated in small steps: fflate's unzipSync trusts the
 * sizes the archive declares and inflates a lying entry to the end (seconds of blocked event loop per megabyte of
 * zeros), so the bytes actually produced are counted here, and inflating stops as soon as the budget is spent.
 */

/** The archive cannot be read: not a zip, truncated, or corrupt. */
export class UnreadableZipError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableZipError';
  }
}

/** More unpacked bytes than the budget allows (a zip bomb, or simply too big a project). */
export class UnpackedTooLargeError extends Error {
  constructor() {
    super('Archive décompressée trop volumineuse');
    this.name = 'UnpackedTooLargeError';
  }
}

export interface ZipEntry {
  name: string;
  isDirectory: boolean;
  /** Symbolic links (Unix mode in the external attributes): their content is a path, not a file. */
  isSymlink: boolean;
  isEncrypted: boolean;
  /** 0 stored, 8 deflate; anything else cannot be read here. */
  compression: number;
  compressedSize: number;
  declaredSize: number;
  dataStart: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_U32 = 0xffffffff;
/** Deflate expands at most ~1032 times: 16 KB of input never yields more than ~17 MB at once. */
const INFLATE_STEP = 16 * 1024;

function reader(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const need = (offset: number, length: number) => {
    if (offset < 0 || offset + length > zip.length) throw new UnreadableZipError('Lecture hors de l’archive');
  };
  const u16 = (offset: number) => (need(offset, 2), view.getUint16(offset, true));
  const u32 = (offset: number) => (need(offset, 4), view.getUint32(offset, true));
  const u64 = (offset: number) => {
    need(offset, 8);
    const value = view.getBigUint64(offset, true);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnreadableZipError('Taille ZIP64 impossible');
    return Number(value);
  };
  return { u16, u32, u64 };
}

function decodeName(bytes: Uint8Array, isUtf8: boolean): string {
  // Many tools write UTF-8 names without setting the flag; names that are not UTF-8 are read as Latin-1.
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(isUtf8 ? 'utf-8' : 'latin1').decode(bytes);
  }
}

/** The entries listed in the central directory, with where each one's data starts. */
export function readZipEntries(zip: Uint8Array): ZipEntry[] {
  const { u16, u32, u64 } = reader(zip);
  let end = -1;
  for (let offset = zip.length - 22; offset >= Math.max(0, zip.length - 22 - 0xffff); offset--) {
    if (u32(offset) === EOCD) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw new UnreadableZipError('Fin de répertoire central introuvable');
  let count = u16(end + 10);
  let offset = u32(end + 16);
  if (end >= 20 && u32(end - 20) === ZIP64_LOCATOR) {
    const zip64End = u64(end - 12);
    if (u32(zip64End) !== ZIP64_EOCD) throw new UnreadableZipError('Fin de répertoire ZIP64 invalide');
    count = u64(zip64End + 32);
    offset = u64(zip64End + 48);
  }
  if (count * 46 > zip.length) throw new UnreadableZipError('Nombre d’entrées impossible');

  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (u32(offset) !== CENTRAL_HEADER) throw new UnreadableZipError('Entrée du répertoire central invalide');
    const flags = u16(offset + 8);
    const nameLength = u16(offset + 28);
    const extraLength = u16(offset + 30);
    let compressedSize = u32(offset + 20);
    let declaredSize = u32(offset + 24);
    let localOffset = u32(offset + 42);
    const nameStart = offset + 46;
    if (nameStart + nameLength > zip.length) throw new UnreadableZipError('Nom d’entrée tronqué');
    const name = decodeName(zip.subarray(nameStart, nameStart + nameLength), (flags & 0x800) !== 0);
    // ZIP64: the extra field holds the 8-byte values of the fields set to 0xffffffff, in this order.
    for (let extra = nameStart + nameLength; extra + 4 <= nameStart + nameLength + extraLength;) {
      const id = u16(extra);
      const size = u16(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        if (declaredSize === MAX_U32) {
          declaredSize = u64(field);
          field += 8;
        }
        if (compressedSize === MAX_U32) {
          compressedSize = u64(field);
          field += 8;
        }
        if (localOffset === MAX_U32) localOffset = u64(field);
      }
      extra += 4 + size;
    }
    if (u32(localOffset) !== LOCAL_HEADER) throw new UnreadableZipError('En-tête local invalide');
    const dataStart = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28);
    if (dataStart + compressedSize > zip.length) throw new UnreadableZipError('Données d’entrée tronquées');
    const unixMode = u32(offset + 38) >>> 16;
    entries.push({
      name,
      isDirectory: name.endsWith('/'),
      isSymlink: (unixMode & 0o170000) === 0o120000,
      isEncrypted: (flags & 1) !== 0,
      compression: u16(offset + 10),
      compressedSize,
      declaredSize,
      dataStart,
    });
    offset = nameStart + nameLength + extraLength + u16(offset + 32);
  }
  return entries;
}

/** Counts unpacked bytes across entries and throws once they pass the limit. */
export function unpackBudget(limit: number) {
  let spent = 0;
  return {
    spend(bytes: number) {
      spent += bytes;
      if (spent > limit) throw new UnpackedTooLargeError();
    },
  };
}

/** One entry's bytes (stored or deflate), each step's output counted against the budget. */
export function inflateEntry(zip: Uint8Array, entry: ZipEntry, budget: ReturnType<typeof unpackBudget>): Uint8Array {
  const data = zip.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.compression === 0 || data.length === 0) {
    budget.spend(data.length);
    return data;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflate = new Inflate((chunk) => {
    budget.spend(chunk.length);
    chunks.push(chunk);
    size += chunk.length;
  });
  try {
    for (let start = 0; start < data.length; start += INFLATE_STEP)
      inflate.push(data.subarray(start, start + INFLATE_STEP), start + INFLATE_STEP >= data.length);
  } catch (error) {
    if (error instanceof UnpackedTooLargeError) throw error;
    throw new UnreadableZipError(`Données compressées illisibles : ${entry.name}`);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
