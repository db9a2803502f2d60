/**
 * A line that only says how the line before it went ("That helped, a little.", "It was not going the way it should,
 * not yet."): it means nothing without that line, so fitting a page to its band never drops the line and keeps this one
 * (a library's shelves "not going the way they should").
 */
const REACTION = /^(?:That helped, a little|It was a bit easier now|That was a (?:good )?start|So far, so good|It was harder than it looked|Something was still missing|That did not work out, not yet|That was not how it was meant to go|It was not (?:quite right|easy|going the way it should), not yet)\.$/;

export function keepsWhatItAnswers(sentences: readonly string[], index: number): boolean {
  return !REACTION.test(sentences[index + 1] ?? '');
}
