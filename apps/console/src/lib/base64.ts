/** A file's bytes in base64, as an upload's request body carries them (news, library, pictures). */
export function base64Of(file: Blob): Promise<string> {
  // a data URL is the browser's own base64 of the bytes (and jsdom, in the page tests, has
  // FileReader but no Blob.arrayBuffer)
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}
