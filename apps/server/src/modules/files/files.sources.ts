// What the files module hands to other modules: the image check and re-encoding of editor images, for
// other uploads of pictures (the account picture). Content-sniffed, re-encoded by ffmpeg, no metadata.
export { reencodeEditorImage as reencodeImage, type ReencodedImage } from './editor-images.service.ts';
