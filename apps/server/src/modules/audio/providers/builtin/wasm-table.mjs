// Finding and wrapping a function in a WebAssembly module's function table, for the eSpeak
// worker (espeak-worker.mjs): plain JavaScript, as the worker runs outside the bundle.

const I32 = 0x7f;

/**
 * The table slots (element segments) of the module's own functions typed (i32, i32, i32) → i32,
 * read from the binary: the synth callback `int cb(short *wav, int samples, espeak_EVENT *events)`
 * is one of them.
 */
export function slotsOfCallbackType(bytes) {
  let at = 8; // magic and version
  const leb = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  const skipLimits = () => {
    const flags = leb();
    leb();
    if (flags & 1) leb();
  };
  const matches = [];
  const types = [];
  const functionTypes = [];
  let imported = 0;
  while (at < bytes.length) {
    const section = bytes[at++];
    const size = leb();
    const end = at + size;
    if (section === 1) {
      for (let count = leb(); count > 0; count -= 1) {
        at += 1; // 0x60
        const params = bytes.subarray(at + 1, at + 1 + bytes[at]);
        at += 1 + params.length;
        const results = bytes.subarray(at + 1, at + 1 + bytes[at]);
        at += 1 + results.length;
        types.push(
          params.length === 3 &&
            params.every((type) => type === I32) &&
            results.length === 1 &&
            results[0] === I32,
        );
      }
    } else if (section === 2) {
      for (let count = leb(); count > 0; count -= 1) {
        const moduleName = leb();
        at += moduleName;
        const fieldName = leb();
        at += fieldName;
        const kind = bytes[at++];
        if (kind === 0) {
          leb();
          imported += 1;
        } else if (kind === 1) {
          at += 1;
          skipLimits();
        } else if (kind === 2) skipLimits();
        else at += 2; // global: type, mutability
      }
    } else if (section === 3) {
      for (let count = leb(); count > 0; count -= 1) functionTypes.push(leb());
    } else if (section === 9) {
      for (let count = leb(); count > 0; count -= 1) {
        // Emscripten writes active segments of table 0 at an `i32.const` offset (flags 0).
        if (leb() !== 0 || bytes[at++] !== 0x41) return matches;
        const offset = leb();
        at += 1; // end
        for (let index = 0, length = leb(); index < length; index += 1) {
          const fn = leb();
          if (fn >= imported && types[functionTypes[fn - imported]]) matches.push(offset + index);
        }
      }
    }
    at = end;
  }
  return matches;
}

/** A JavaScript function as a WebAssembly one of type (i32, i32, i32) → i32, for a table. */
export function wasmFunction(fn) {
  // prettier-ignore
  const binary = new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    0x01, 0x08, 0x01, 0x60, 0x03, I32, I32, I32, 0x01, I32, // type (i32 i32 i32) → i32
    0x02, 0x07, 0x01, 0x01, 0x65, 0x01, 0x66, 0x00, 0x00, // import "e" "f"
    0x07, 0x05, 0x01, 0x01, 0x66, 0x00, 0x00, // export "f"
  ]);
  return new WebAssembly.Instance(new WebAssembly.Module(binary), { e: { f: fn } }).exports.f;
}

/**
 * The slot of eSpeak's synth callback: every slot of its type is watched while `probe` speaks a
 * little, and the callback is the one eSpeak called last with no samples (`wav` NULL), which it
 * does once, when the synthesis ends. The other slots get their functions back.
 */
export function findSynthCallbackSlot(bytes, table, probe) {
  const originals = new Map();
  const lastCall = new Map();
  for (const slot of slotsOfCallbackType(bytes)) {
    const original = table.get(slot);
    originals.set(slot, original);
    table.set(
      slot,
      wasmFunction((a, b, c) => {
        lastCall.set(slot, [a, b, c]);
        return original(a, b, c);
      }),
    );
  }
  try {
    probe();
  } finally {
    for (const [slot, original] of originals) table.set(slot, original);
  }
  const found = [...lastCall].filter(([, [wav, count, events]]) => {
    return wav === 0 && count === 0 && events !== 0;
  });
  if (found.length !== 1) throw new Error('eSpeak’s synth callback was not found');
  return found[0][0];
}
