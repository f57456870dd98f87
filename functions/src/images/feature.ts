import type { Feature } from '../feature';
import { ORPHAN_SWEEP_COLLECTION } from './images.repository';
import { orphanImagesJob } from './orphan-images.jobs';
import { imagesRouter, uploadRouter } from './images.routes';

export const imagesFeature: Feature = {
  folder: 'images',
  routers: { light: [imagesRouter], upload: [uploadRouter] },
  jobs: ({ blobs }) => [orphanImagesJob(blobs)],
  companyData: {
    collections: [
      { name: 'images', files: ['path', 'thumbPath'], personalData: { exportedAs: 'images' } },
      { name: ORPHAN_SWEEP_COLLECTION, personalData: { none: "the orphan photos' sweep position: times only" } },
    ],
  },
};
