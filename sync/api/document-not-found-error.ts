/** An update or delete named a document the local database does not hold (or holds deleted). */
export class DocumentNotFoundError extends Error {
  override readonly name = 'DocumentNotFoundError';
  readonly collection: string;
  readonly id: string;

  constructor(collection: string, id: string) {
    super(`No ${collection} document ${id}`);
    this.collection = collection;
    this.id = id;
  }
}
