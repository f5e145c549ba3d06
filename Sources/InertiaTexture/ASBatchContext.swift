import Inertia

extension BatchContext {
  /// Whether a fetch is in flight, as Texture's `-isFetching`, which Swift imports as a method
  /// (`context.isFetching()`); the same as the ``Inertia/BatchContext/isFetching`` property.
  public func isFetching() -> Bool { isFetching }

  /// Whether the last fetch was cancelled, as Texture's `-batchFetchingWasCancelled`, which Swift
  /// imports as a method; the same as the property of that name.
  public func batchFetchingWasCancelled() -> Bool { batchFetchingWasCancelled }
}
