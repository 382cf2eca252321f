/**
 * What a named method returns: a Promise of the answer's data, with `.withResponse()` for the
 * data and the HTTP Response together (as Stainless-made SDKs' `APIPromise` has), so that, say,
 * a creation's 201 (created) and 200 (not changed) can be told apart. The call starts at once;
 * `then`, `catch` and `finally` all read the one outcome.
 */
export interface DataWithResponse<Data> {
  data: Data;
  response: Response;
}

export class APIPromise<Data> extends Promise<Data> {
  readonly #outcome: Promise<DataWithResponse<Data>>;
  #data: Promise<Data> | undefined;

  constructor(outcome: Promise<DataWithResponse<Data>>) {
    // The base promise is never read: every reader goes through #outcome.
    super((resolve) => resolve(undefined as Data));
    this.#outcome = outcome;
  }

  // Derived promises (`then` and friends) are plain Promises, not APIPromises.
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  /** The data and the HTTP Response it came in (status, headers); the body is already read. */
  withResponse(): Promise<DataWithResponse<Data>> {
    return this.#outcome;
  }

  #read(): Promise<Data> {
    return (this.#data ??= this.#outcome.then(({ data }) => data));
  }

  override then<A = Data, B = never>(
    onfulfilled?: ((value: Data) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#read().then(onfulfilled, onrejected);
  }

  override catch<B = never>(onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<Data | B> {
    return this.#read().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<Data> {
    return this.#read().finally(onfinally);
  }
}
