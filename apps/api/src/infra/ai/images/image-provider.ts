import type { ImageModel } from '@studio/contracts/billing';
import type { ArtStyle, Character, Scene, Setting } from '@studio/contracts/stories';

/** A picture as a provider delivers it: offline art stays vector, model art arrives as PNG bytes. */
export type DrawnPicture =
  | { kind: 'svg'; svg: string; width: number; height: number }
  | { kind: 'raster'; png: Buffer; width: number; height: number };

export type QualityMode = 'standard' | 'high';

/** An uploaded photo of a character (WebP, metadata stripped), used as a reference. */
export interface CharacterPhotoBytes {
  name: string;
  data: Buffer;
}

/** Who is in the book and how it is drawn: the same for every picture of a book, which keeps characters consistent. */
export interface BookCast {
  characters: readonly Character[];
  style: ArtStyle;
  photos: readonly CharacterPhotoBytes[];
  model: ImageModel;
  /** The character sheet drawn first (model providers), passed to every page as a reference. */
  sheet?: Buffer | null;
}

export interface PageRequest {
  cast: BookCast;
  scene: Scene;
  text: string;
  /** Makes a new version differ from the last one where the provider is deterministic. */
  variant: number;
}

export interface CoverRequest {
  cast: BookCast;
  title: string;
  setting: Setting;
  variant: number;
}

export interface PromptRequest {
  prompt: string;
  style: ArtStyle;
  model: ImageModel;
}

/** Draws the pictures of books: the offline illustrator, or an OpenAI images model. */
export interface ImageProvider {
  readonly name: 'builtin' | 'openai';
  modelFor(quality: QualityMode): ImageModel;
  /** A reference sheet of the whole cast, made once per book before its pages; null when the provider needs none. */
  drawCharacterSheet(cast: BookCast): Promise<Buffer | null>;
  drawPage(request: PageRequest): Promise<DrawnPicture>;
  /** The cover art without its title: the viewer and the PDF set the title in type over it. */
  drawCover(request: CoverRequest): Promise<DrawnPicture>;
  drawFromPrompt(request: PromptRequest): Promise<DrawnPicture>;
}
