// What the files module hands to other modules: the image check and re-encoding of editor images, for
// other uploads of pictures (the account picture). Content-sniffed, re-encoded by ffmpeg, no metadata.
// The demo seed stores its blog picture as an editor image, as an upload from the editor would.
export { reencodeEditorImage as reencodeImage, saveEditorImage, type ReencodedImage } from './editor-images.service.ts';
