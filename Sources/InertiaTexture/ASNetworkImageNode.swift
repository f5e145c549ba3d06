import Foundation
import Inertia
import InertiaUIKit

/// Texture's ASNetworkImageNode: an image node that loads the image of ``url`` through a
/// pluggable downloader (``ASImageDownloaderProtocol``; the default, ``ASBasicImageDownloader``,
/// loads `file:` URLs from disk) after asking its cache, if it has one. ``defaultImage`` shows
/// until the image arrives, and after a failure.
///
/// The load starts when the node's view loads or it enters a list's preload range (as Texture
/// starts it when the node nears the screen), or at once when ``url`` is set on a node whose view
/// is loaded; leaving the preload range drops the image until the node comes near again. The
/// delegate hears `imageNodeDidStartFetchingData`, then `imageNode(_:didLoad:)` and
/// `imageNodeDidFinishDecoding` (or `imageNode(_:didFailWithError:)`); a cache hit calls
/// `imageNodeDidLoadImageFromCache` instead of starting a download. Changing the URL cancels the
/// download in flight; its completion is ignored.
@preconcurrency @MainActor
open class ASNetworkImageNode: ASImageNode {
  /// Makes a node of this class from its class value (see `DisplayNode.makeFromClass()`).
  open override class func makeFromClass() -> DisplayNode { ASNetworkImageNode() }

  /// Whether Texture would show the progressively decoded image while it downloads. Kept as set:
  /// images here load whole. Default true, as Texture's.
  open var shouldRenderProgressImages = true
  /// Whether Texture would load a `file:` URL through UIKit's image cache (`imageNamed:` of the
  /// file's name) rather than read the file itself. Kept as set: the file is read from disk
  /// either way here. Default true, as Texture's.
  open var shouldCacheImage = true
  /// The downloader.
  package let downloader: ASImageDownloaderProtocol
  /// The cache asked before downloading; nil downloads every time.
  package let cache: ASImageCacheProtocol?
  /// Hears about loading. Default nil.
  open weak var delegate: ASNetworkImageNodeDelegate?

  private var download: (token: Int, identifier: Any?)?
  private var nextToken = 0
  /// The URL last loaded, or failed to load (not loaded again until the URL changes).
  private var loadedURL: URL?
  /// Whether the image shown is the URL's (else the default image).
  private var showsURLImage = false

  /// A node loading through `downloader`, asking `cache` first.
  public init(cache: ASImageCacheProtocol?, downloader: ASImageDownloaderProtocol) {
    self.cache = cache
    self.downloader = downloader
    super.init()
  }

  /// A node loading through ``ASBasicImageDownloader/shared`` without a cache.
  public override convenience init() {
    self.init(cache: nil, downloader: ASBasicImageDownloader.shared)
  }

  /// The URL of the image. Setting it shows ``defaultImage`` until the new image arrives. Default
  /// nil.
  open var url: URL? {
    get { currentURL }
    set { setURL(newValue, resetToDefault: true) }
  }
  private var currentURL: URL?

  /// The image shown while ``url`` has none (before it loads, after a failure, without a URL).
  /// Default nil.
  open var defaultImage: UIImage? {
    didSet { if !showsURLImage { super.image = defaultImage } }
  }

  /// The image shown. Setting it directly clears ``url``, as Texture's.
  open override var image: UIImage? {
    get { super.image }
    set {
      cancelDownload()
      currentURL = nil
      loadedURL = nil
      showsURLImage = false
      super.image = newValue
    }
  }

  /// Sets the URL; with `reset`, ``defaultImage`` shows until the new image arrives, else the
  /// current image stays.
  open func setURL(_ url: URL?, resetToDefault reset: Bool) {
    guard url != currentURL else { return }
    cancelDownload()
    currentURL = url
    loadedURL = nil
    if reset {
      showsURLImage = false
      super.image = defaultImage
    }
    if isNodeLoaded { startLoading() }
  }

  /// The node loaded its view: the image of its URL starts loading.
  open override func didLoad() {
    super.didLoad()
    startLoading()
  }

  /// Entering a list's preload range loads the image of ``url`` if it is not shown yet, as
  /// Texture's node starts its download there. Call super when overriding.
  open override func didEnterPreloadState() {
    super.didEnterPreloadState()
    startLoading()
  }

  /// Leaving a list's preload range cancels the download and drops the image of ``url``: the
  /// node shows ``defaultImage`` until it enters the range again and loads the URL anew, as
  /// Texture's node clears its image there. An image set directly stays. Call super when
  /// overriding.
  open override func didExitPreloadState() {
    super.didExitPreloadState()
    guard currentURL != nil else { return }
    cancelDownload()
    loadedURL = nil
    showsURLImage = false
    super.image = defaultImage
  }

  private func cancelDownload() {
    guard let current = download else { return }
    download = nil
    if let identifier = current.identifier { downloader.cancelImageDownload(forIdentifier: identifier) }
  }

  private func startLoading() {
    guard let url = currentURL, loadedURL != url, download == nil else { return }
    nextToken += 1
    let token = nextToken
    download = (token, nil)
    if let cache {
      cache.cachedImage(with: url, callbackQueue: .main) { [weak self] container, _ in
        self?.cacheAnswered(container?.asdk_image(), url: url, token: token)
      }
    } else {
      fetch(url, token: token)
    }
  }

  private func cacheAnswered(_ image: UIImage?, url: URL, token: Int) {
    guard download?.token == token else { return }
    guard let image else { return fetch(url, token: token) }
    download = nil
    show(image, for: url)
    delegate?.imageNodeDidLoadImageFromCache(self)
  }

  private func fetch(_ url: URL, token: Int) {
    delegate?.imageNodeDidStartFetchingData(self)
    guard download?.token == token else { return }
    let identifier = downloader.downloadImage(
      with: url, shouldRetry: true, callbackQueue: .main, downloadProgress: nil
    ) { [weak self] container, error, _, _ in
      self?.downloadFinished(container?.asdk_image(), error: error, url: url, token: token)
    }
    if download?.token == token { download?.identifier = identifier }
  }

  private func downloadFinished(_ image: UIImage?, error: Error?, url: URL, token: Int) {
    guard download?.token == token else { return }
    download = nil
    guard let image else {
      loadedURL = url
      delegate?.imageNode(self, didFailWithError: error ?? ASImageDownloadError.unreadableFile(url.path))
      return
    }
    show(image, for: url)
    delegate?.imageNode(self, didLoad: image)
    delegate?.imageNodeDidFinishDecoding(self)
  }

  private func show(_ image: UIImage, for url: URL) {
    loadedURL = url
    showsURLImage = true
    super.image = image
  }
}
