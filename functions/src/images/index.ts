/** The checklists' photos: uploaded by field users to their answers, served to them and their admins. */
export {
  areUploadedPhotos,
  findImage,
  imagesOfUploader,
  readCompanyImage,
  removeImageLocationsBefore,
  removeUploaderLocations,
  uploadImage,
} from './images.service';
