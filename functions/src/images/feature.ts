import type { Feature } from '../feature';
import { orphanImagesJob } from './orphan-images.jobs';
import { imagesRouter, uploadRouter } from './images.routes';

export const imagesFeature: Feature = {
  folder: 'images',
  routers: { light: [imagesRouter], upload: [uploadRouter] },
  jobs: ({ blobs }) => [orphanImagesJob(blobs)],
  companyData: {
    collections: [{ name: 'images', files: ['path', 'thumbPath'], personalData: { exportedAs: 'images' } }],
  },
};
