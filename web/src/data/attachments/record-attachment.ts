import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Attachment } from '@domain/attachments/attachment';
import type { ZodType } from 'zod';
import { pathOf, type EndpointContract, type ParamsIn } from '@domain/contract';
import { api } from '@/lib/api-client';

/** Every record that keeps a file declares these three endpoints, served by the server's one attachment lifecycle. */
interface AttachmentRoutes {
  /** Multipart, one part 'file' (a PDF or a photo, up to 10 MB); replaces the one there was. */
  putAttachment: EndpointContract;
  getAttachment: EndpointContract;
  removeAttachment: EndpointContract;
}

/**
 * A record's attachment from its contract (a fine's notification, a vehicle document's scan):
 * sending it with its progress, downloading it and removing it; `refresh` reloads what shows it.
 */
export function recordAttachment<R extends AttachmentRoutes>(
  routes: R,
  refresh: (client: QueryClient, params: ParamsIn<R['putAttachment']>) => Promise<unknown>,
) {
  type Params = ParamsIn<R['putAttachment']> & Record<string, string>;
  return {
    /** The upload, with `progress` (0–1) while it runs, null otherwise. */
    useUpload() {
      const client = useQueryClient();
      const [progress, setProgress] = useState<number | null>(null);
      const upload = useMutation({
        mutationFn: ({ params, file }: { params: Params; file: File }) => {
          setProgress(0);
          const form = new FormData();
          form.append('file', file);
          return api.upload<Attachment>(pathOf(routes.putAttachment.path, params), form, {
            method: 'PUT',
            onProgress: setProgress,
          });
        },
        onSuccess: (_attachment, { params }) => refresh(client, params),
        onSettled: () => setProgress(null),
      });
      return { ...upload, progress };
    },

    useDownload() {
      return useMutation({ mutationFn: (params: Params) => api.download(pathOf(routes.getAttachment.path, params)) });
    },

    useRemove() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (params: Params) =>
          // Generic over the record, the route's params type is the caller's `Params`.
          api.call(routes.removeAttachment as EndpointContract<{ params: ZodType<Params, Params> }, { id: string }>, {
            params,
          }),
        onSuccess: (_removed, params) => refresh(client, params),
      });
    },
  };
}
