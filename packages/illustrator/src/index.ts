export { illustrateScene, SCENE_WIDTH, SCENE_HEIGHT, type IllustrateSceneInput } from './compose/scene';
export { illustrateCover, COVER_WIDTH, COVER_HEIGHT, type IllustrateCoverInput } from './compose/cover';
export { illustrateCharacterGallery, GALLERY_WIDTH, GALLERY_HEIGHT, type CharacterPhoto, type IllustrateGalleryInput } from './compose/gallery';
export { rasterize, rasterizeEach, type Encoding, type RasterizeOptions } from './render/rasterize';
export { ILLUSTRATOR_FONT_FAMILY, ILLUSTRATOR_FONT_FILE, ILLUSTRATOR_FONT_FILES } from './render/font';
export { lookOf, type CharacterLook, type Figure } from './characters/look';
export { printsAsVector } from './styles/styles';
export { pixelArea, rasterizeWithSvgFilters } from './render/rasterize';
export { inRenderSlot, renderConcurrency, setRenderConcurrency } from './render/render-pool';
