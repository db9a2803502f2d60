/** Title page, dedication, extra pages, the story, "The End": the interior as the print layout makes it, before padding. */
export function interiorPageCountOf(outline: { storyPages: number; extraPages: number; hasDedication: boolean }): number {
  return 1 + (outline.hasDedication ? 1 : 0) + outline.extraPages + outline.storyPages + 1;
}
