import { inflateSync } from 'fflate';

/**
 * Random access to a `.zip` held in a Blob (a picked File stays on disk): the central directory
 * is read from the archive's tail, and each entry's bytes are a `Blob.slice` of the archive, so a
 * stored (uncompressed) media file is never copied into memory at all. fflate writes the
 * archives (`project-archive.ts`) and inflates the deflated entries here; fflate's own unzip
 * needs the whole archive in one buffer and copies every entry out of it again.
 */

export interface ZipEntry {
  /** the name as the archive spells it, `/`-separated */
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  compressedSize: number;
  size: number;
  /** where the entry's local header starts */
  headerOffset: number;
}

export interface ZipLimits {
  /** the most entries a directory may list */
  maxEntries: number;
  /** the most any one entry may hold, uncompressed */
  maxEntrySize: number;
  /** the most all entries together may hold, uncompressed (a zip bomb stops here) */
  maxTotalSize: number;
}

export type ZipProblem = 'notZip' | 'tooManyEntries' | 'tooLarge' | 'unsupported' | 'corrupt';

export class ZipError extends Error {
  constructor(
    readonly problem: ZipProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ZipError';
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_MARK = 0xffffffff;

async function bytesOf(blob: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(start, end).arrayBuffer());
}

/**
 * A name a reader may use: relative, `/`-separated, no `..` or empty segment, no drive letter or
 * backslash. Anything else (`../../etc/passwd`, `/abs`, `C:\x`) is left out of the listing.
 */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || name.length > 400) return false;
  if (name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name)) return false;
  if ([...name].some((char) => char.charCodeAt(0) < 0x20)) return false;
  const segments = name.split('/');
  return segments.every((segment, index) =>
    segment === '' ? index === segments.length - 1 : segment !== '.' && segment !== '..',
  );
}

/** Lists the archive's entries from its central directory; folders and unsafe names left out. */
export async function readZipDirectory(archive: Blob, limits: ZipLimits): Promise<ZipEntry[]> {
  if (archive.size < EOCD_SIZE) throw new ZipError('notZip', 'too short to be a zip archive');
  const tailStart = Math.max(0, archive.size - EOCD_SIZE - MAX_COMMENT);
  const tail = await bytesOf(archive, tailStart, archive.size);
  const tailView = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let eocd = -1;
  for (let at = tail.length - EOCD_SIZE; at >= 0; at -= 1) {
    if (tailView.getUint32(at, true) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('notZip', 'no zip directory found (not a zip archive)');
  const count = tailView.getUint16(eocd + 10, true);
  const directorySize = tailView.getUint32(eocd + 12, true);
  const directoryOffset = tailView.getUint32(eocd + 16, true);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) {
    throw new ZipError('unsupported', 'ZIP64 archives are not supported');
  }
  if (count > limits.maxEntries) {
    throw new ZipError('tooManyEntries', `${count} entries (at most ${limits.maxEntries})`);
  }
  if (directoryOffset + directorySize > archive.size) {
    throw new ZipError('corrupt', 'the zip directory lies past the end of the file');
  }
  const directory = await bytesOf(archive, directoryOffset, directoryOffset + directorySize);
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ZipError('corrupt', 'the zip directory is damaged');
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const headerOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > directory.length) {
      throw new ZipError('corrupt', 'the zip directory is damaged');
    }
    const name = decoder.decode(directory.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
    if (compressedSize === ZIP64_MARK || size === ZIP64_MARK || headerOffset === ZIP64_MARK) {
      throw new ZipError('unsupported', `${name}: ZIP64 entries are not supported`);
    }
    if (name.endsWith('/') || !isSafeEntryName(name)) continue;
    if (size > limits.maxEntrySize) {
      throw new ZipError('tooLarge', `${name} is larger than ${limits.maxEntrySize} bytes`);
    }
    total += size;
    if (total > limits.maxTotalSize) {
      throw new ZipError(
        'tooLarge',
        `the archive unpacks to more than ${limits.maxTotalSize} bytes`,
      );
    }
    // Encrypted entries and methods other than store / deflate cannot be read; skip them.
    if ((flags & 1) !== 0 || (method !== 0 && method !== 8)) continue;
    if (headerOffset + compressedSize > archive.size) {
      throw new ZipError('corrupt', `${name} lies past the end of the file`);
    }
    entries.push({ name, method, compressedSize, size, headerOffset });
  }
  return entries;
}

/** The entry's uncompressed bytes as a Blob: a slice of the archive when stored. */
export async function readZipEntry(archive: Blob, entry: ZipEntry, type = ''): Promise<Blob> {
  const header = await bytesOf(archive, entry.headerOffset, entry.headerOffset + 30);
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (header.length < 30 || view.getUint32(0, true) !== LOCAL_SIGNATURE) {
    throw new ZipError('corrupt', `${entry.name}: its header is damaged`);
  }
  const start = entry.headerOffset + 30 + view.getUint16(26, true) + view.getUint16(28, true);
  const end = start + entry.compressedSize;
  if (end > archive.size) throw new ZipError('corrupt', `${entry.name} is cut short`);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) {
      throw new ZipError('corrupt', `${entry.name}: its sizes disagree`);
    }
    return archive.slice(start, end, type);
  }
  const out = new Uint8Array(entry.size);
  let inflated: Uint8Array;
  try {
    inflated = inflateSync(await bytesOf(archive, start, end), { out });
  } catch {
    throw new ZipError('corrupt', `${entry.name} cannot be unpacked`);
  }
  if (inflated.length !== entry.size) {
    throw new ZipError('corrupt', `${entry.name} unpacks to another size than it states`);
  }
  return new Blob([inflated as Uint8Array<ArrayBuffer>], { type });
}
