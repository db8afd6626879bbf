/**
 * The part of supabase-js Storage the file layer uses. A SupabaseClient is one; unit tests pass a
 * small fake instead of a network.
 */
export interface StorageAnswer<T> {
  data: T | null;
  error: { message: string } | null;
}

export interface FileStorageClient {
  storage: {
    from(bucket: string): {
      upload(
        path: string,
        body: Blob,
        options?: { upsert?: boolean; contentType?: string },
      ): PromiseLike<StorageAnswer<unknown>>;
      download(path: string): PromiseLike<StorageAnswer<Blob>>;
      createSignedUrl(path: string, expiresIn: number): PromiseLike<StorageAnswer<{ signedUrl: string }>>;
    };
  };
}
