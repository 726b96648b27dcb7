export { imageMimeOf, encodePicture, toPicture } from './picture';
export type { EncodedPicture } from './picture';
export { asBuffer, databasePictureStore, importUploadedFiles, pictureUrl, picturesDir, privateFileUrl, privateUploadsDir } from './storage';
export type { PictureStore } from './storage';
export { multipartOptions, readMultipart } from './multipart';
export type { MultipartBody } from './multipart';
