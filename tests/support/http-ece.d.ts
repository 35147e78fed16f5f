// http_ece (web-push's own dependency) ships no types; this declares the decryption the push test uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair: the browser's subscription key. */
    privateKey: ECDH;
    /** The subscription's 16-byte authentication secret (a Buffer, or base64url). */
    authSecret: Buffer | string;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
