import Foundation
import Inertia
import InertiaUIKit

/// Texture's ASImageContainerProtocol: what a downloader or cache hands back (an image here).
public protocol ASImageContainerProtocol: AnyObject {
  /// The image.
  func asdk_image() -> UIImage?
  /// The data of an animated image (none here).
  func asdk_animatedImageData() -> Data?
}

extension Image: ASImageContainerProtocol {
  /// The image itself.
  public func asdk_image() -> UIImage? { self }
  /// No animated data.
  public func asdk_animatedImageData() -> Data? { nil }
}

/// Texture's ASImageDownloaderCompletion: the image or an error, the download's identifier and
/// the downloader's user info.
public typealias ASImageDownloaderCompletion =
  @MainActor (ASImageContainerProtocol?, Error?, Any?, Any?) -> Void
/// Texture's ASImageDownloaderProgress: progress in 0...1.
public typealias ASImageDownloaderProgress = @MainActor (CGFloat) -> Void

/// Texture's ASImageDownloaderPriority.
public enum ASImageDownloaderPriority: UInt, Sendable {
  /// The node is in the preload range.
  case preload
  /// The node is about to show.
  case imminent
  /// The node shows.
  case visible
}

/// Texture's ASImageDownloaderProtocol: loads the image of a URL for an ``ASNetworkImageNode``.
/// The node calls it on the main actor; call `completion` on the main actor (at once, or later).
@preconcurrency @MainActor
public protocol ASImageDownloaderProtocol: AnyObject {
  /// Starts loading `URL`; returns an identifier for ``cancelImageDownload(forIdentifier:)``.
  func downloadImage(
    with URL: URL, shouldRetry: Bool, callbackQueue: DispatchQueue,
    downloadProgress: ASImageDownloaderProgress?,
    completion: @escaping ASImageDownloaderCompletion
  ) -> Any?

  /// Stops the download `downloadIdentifier` names; its completion is then not called.
  func cancelImageDownload(forIdentifier downloadIdentifier: Any)
}

/// Texture's ASImageCacherCompletion.
public typealias ASImageCacherCompletion = @MainActor (ASImageContainerProtocol?, ASImageCacheType) -> Void

/// Texture's ASImageCacheType.
public enum ASImageCacheType: Int, Sendable {
  /// Found by an asynchronous look-up.
  case asynchronous
  /// Found synchronously.
  case synchronous
}

/// Texture's ASImageCacheProtocol: asked before the downloader; a hit skips the download.
@preconcurrency @MainActor
public protocol ASImageCacheProtocol: AnyObject {
  /// Looks `URL` up and calls `completion` with the image, or nil on a miss.
  func cachedImage(with URL: URL, callbackQueue: DispatchQueue, completion: @escaping ASImageCacherCompletion)
}

/// Texture's ASNetworkImageNodeDelegate; every method is optional (default: nothing).
@preconcurrency @MainActor
public protocol ASNetworkImageNodeDelegate: AnyObject {
  /// The node asked its downloader for its URL.
  func imageNodeDidStartFetchingData(_ imageNode: ASNetworkImageNode)
  /// The image of the URL arrived and is the node's image.
  func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage)
  /// The image of the URL came from the cache.
  func imageNodeDidLoadImageFromCache(_ imageNode: ASNetworkImageNode)
  /// Loading the URL failed.
  func imageNode(_ imageNode: ASNetworkImageNode, didFailWithError error: Error)
  /// The image was decoded (right after it arrived: decoding happens when it is drawn).
  func imageNodeDidFinishDecoding(_ imageNode: ASNetworkImageNode)
}

extension ASNetworkImageNodeDelegate {
  /// Does nothing.
  public func imageNodeDidStartFetchingData(_ imageNode: ASNetworkImageNode) {}
  /// Does nothing.
  public func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage) {}
  /// Does nothing.
  public func imageNodeDidLoadImageFromCache(_ imageNode: ASNetworkImageNode) {}
  /// Does nothing.
  public func imageNode(_ imageNode: ASNetworkImageNode, didFailWithError error: Error) {}
  /// Does nothing.
  public func imageNodeDidFinishDecoding(_ imageNode: ASNetworkImageNode) {}
}

/// Why ``ASBasicImageDownloader`` could not load a URL.
public enum ASImageDownloadError: Error, Equatable, CustomStringConvertible {
  /// Only `file:` URLs load here (there is no networking in the views).
  case unsupportedScheme(String)
  /// The file is missing, unreadable, too large or not a PNG.
  case unreadableFile(String)

  /// One line naming the URL and the reason.
  public var description: String {
    switch self {
    case .unsupportedScheme(let url): return "cannot download \(url): only file URLs load (no networking)"
    case .unreadableFile(let path): return "cannot load \(path): missing, unreadable or not a PNG image"
    }
  }
}

/// Texture's ASBasicImageDownloader, the default downloader: a `file:` URL loads the PNG at its
/// path (`@2x` / `@3x` names set the scale), at once; any other URL fails with
/// ``ASImageDownloadError/unsupportedScheme(_:)``, as there is no networking in the views. Plug
/// a downloader of your own into `ASNetworkImageNode(cache:downloader:)` for anything else.
@preconcurrency @MainActor
public final class ASBasicImageDownloader: ASImageDownloaderProtocol {
  /// The shared downloader.
  public static let shared = ASBasicImageDownloader()

  /// Creates a downloader.
  public init() {}

  /// Loads a file URL and calls `completion` before returning; returns the URL as identifier.
  public func downloadImage(
    with URL: URL, shouldRetry: Bool, callbackQueue: DispatchQueue,
    downloadProgress: ASImageDownloaderProgress?,
    completion: @escaping ASImageDownloaderCompletion
  ) -> Any? {
    guard URL.isFileURL else {
      completion(nil, ASImageDownloadError.unsupportedScheme(URL.absoluteString), URL, nil)
      return URL
    }
    guard let image = UIImage(contentsOfFile: URL.path) else {
      completion(nil, ASImageDownloadError.unreadableFile(URL.path), URL, nil)
      return URL
    }
    downloadProgress?(1)
    completion(image, nil, URL, nil)
    return URL
  }

  /// Nothing to cancel: file loads finish before `downloadImage` returns.
  public func cancelImageDownload(forIdentifier downloadIdentifier: Any) {}
}
