// Without zod or Node modules: the phone computes it too (Web Crypto, in browsers and in Node 20).

/**
 * The image id of an upload that carries the client's `uploadId`: derived from it, and from who
 * sent it, so one user's ids never meet another's. The same upload sent twice names the same
 * image, and the phone knows a photo's reference before the photo has left it (an answer made
 * offline can name a photo still in the queue).
 */
export async function uploadImageId(companyId: string, uid: string, uploadId: string): Promise<string> {
  const seed = new TextEncoder().encode(`${companyId}\n${uid}\n${uploadId}`);
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', seed));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
