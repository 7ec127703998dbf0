/** Multipart bodies for `inject`, and the first bytes of real files (types are sniffed from content). */

export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** An ISO-BMFF header: "ftyp" at offset 4, as every MP4 starts. */
export const MP4 = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
  Buffer.alloc(2048, 7),
]);
/** The EBML magic of Matroska/WebM. */
export const WEBM = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'),
  Buffer.alloc(2048, 3),
]);

export const multipart = (filename: string, content: Buffer, contentType: string) => {
  const boundary = '----hubtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
