/** Words as a reader counts them: letters and digits, with inner apostrophes and hyphens. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(text) {
  let count = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text) !== null) count += 1;
  return count;
}

/**
 * The words of a long UTF-8 text, read a megabyte at a time, so that a 40 MB text never becomes one 80 MB string
 * or an array of millions of matches. A word cut by a chunk's end is carried into the next.
 */
export function countWordsInBytes(bytes) {
  const decoder = new TextDecoder('utf-8');
  const CHUNK = 1024 * 1024;
  let carry = '';
  let count = 0;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const text = carry + decoder.decode(bytes.subarray(start, start + CHUNK), { stream: start + CHUNK < bytes.length });
    const cut = text.search(/\s\S*$/u);
    const whole = cut === -1 ? '' : text.slice(0, cut);
    carry = cut === -1 ? text : text.slice(cut);
    count += countWords(whole);
    // a chunk without any space (a hostile single "word") is counted as it is, not carried forever
    if (carry.length > CHUNK) {
      count += countWords(carry);
      carry = '';
    }
  }
  return count + countWords(carry);
}
