/** The part of s3rver's API the local host uses (the package ships no types). */
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  export interface S3rverEvent {
    Records: {
      eventName: string;
      s3: { bucket: { name: string }; object: { key: string; size?: number; eTag?: string } };
      [field: string]: unknown;
    }[];
  }

  export default class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3rverEvent) => void): this;
  }
}
