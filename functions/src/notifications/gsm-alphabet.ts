import smartEncodingModule from 'sms-segments-calculator/dist/libs/SmartEncodingMap.js';
import unicodeToGsmModule from 'sms-segments-calculator/dist/libs/UnicodeToGSM.js';

// An SMS is billed by the part. A text all in the GSM 03.38 alphabet takes 160 characters in one
// part (153 a part when it needs more); one other character anywhere turns the whole text to UCS-2,
// 70 (67) a part. Staff texts carry names typed by people: an iPhone's curly apostrophe, a dash
// pasted from a website or a hotel called Hôtel made a 2-part text a 4-part one.

/**
 * The `exports.default` of a CommonJS module compiled from TypeScript: Node, and esbuild bundling
 * for Node's ESM, hand a default import the whole exports object, whatever its `__esModule` says.
 */
function defaultExportOf<T extends object>(module: T): T {
  const exported = module as T | { default: T };
  return 'default' in exported ? exported.default : exported;
}

/** Twilio's Smart Encoding table: characters that look like one in the GSM alphabet, and it. */
const LOOKALIKES: Readonly<Record<string, string>> = defaultExportOf(smartEncodingModule);

/** The GSM 03.38 alphabet, basic set and extension, by UTF-16 code unit. */
const GSM_ALPHABET: Readonly<Record<number, readonly number[]>> =
  defaultExportOf(unicodeToGsmModule);

const COMBINING_MARKS = /\p{M}/gu;

/** A space of any width (no-break, thin, ideographic) or a tab. */
const SPACE = /^[\p{Zs}\t]$/u;

/** Whether every character of the text is in the GSM 03.38 alphabet. */
export function isGsmText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1)
    if (GSM_ALPHABET[text.charCodeAt(index)] === undefined) return false;
  return true;
}

/** The character as the GSM alphabet can write it, or itself when it cannot. */
function gsmFormOf(character: string): string {
  if (isGsmText(character)) return character;
  // Twilio's table makes some spaces two; a space is what they look like in a name.
  if (SPACE.test(character)) return ' ';
  const lookalike = LOOKALIKES[character];
  if (lookalike !== undefined) return lookalike;
  // A letter the alphabet has only without its accent (ô, á, ç): the plain letter. Those it has
  // with theirs (é, ø, å, ü) were kept above.
  const plain = character.normalize('NFD').replace(COMBINING_MARKS, '');
  return plain !== '' && isGsmText(plain) ? plain : character;
}

/**
 * The text in the GSM alphabet, each character it lacks written as one it has that looks the same,
 * or as the letter without its accent: "Hôtel d’Angleterre – Spa" is "Hotel d'Angleterre - Spa".
 * A text with a character of another script (Ελληνικά, 日本語) or an emoji goes as UCS-2 whatever
 * else it holds, so it is kept as it is: no part count is worth a name nobody can read, and "..."
 * for "…" would only make it longer.
 */
export function inGsmAlphabet(text: string): string {
  const written = Array.from(text.normalize('NFC'), gsmFormOf).join('');
  return isGsmText(written) ? written : text;
}
