import Foundation
import InertiaTexture
import Testing

/// ASNetworkImageNode with a pluggable downloader: when loading starts, the delegate's calls in
/// order, the default image, cancelling, and the default downloader's file URLs.
@MainActor
@Suite struct ASNetworkImageNodeTests {
  /// A downloader that answers only when told to.
  final class HeldDownloader: ASImageDownloaderProtocol {
    var requests: [(url: URL, completion: ASImageDownloaderCompletion)] = []
    var cancelled: [Int] = []

    func downloadImage(
      with URL: URL, shouldRetry: Bool, callbackQueue: DispatchQueue,
      downloadProgress: ASImageDownloaderProgress?,
      completion: @escaping ASImageDownloaderCompletion
    ) -> Any? {
      requests.append((URL, completion))
      return requests.count
    }

    func cancelImageDownload(forIdentifier downloadIdentifier: Any) {
      if let number = downloadIdentifier as? Int { cancelled.append(number) }
    }
  }

  final class Recorder: ASNetworkImageNodeDelegate {
    var calls: [String] = []
    func imageNodeDidStartFetchingData(_ imageNode: ASNetworkImageNode) { calls.append("start") }
    func imageNode(_ imageNode: ASNetworkImageNode, didLoad image: UIImage) {
      calls.append("load \(Int(image.size.width))x\(Int(image.size.height))")
    }
    func imageNode(_ imageNode: ASNetworkImageNode, didFailWithError error: Error) {
      calls.append("fail \(error)")
    }
    func imageNodeDidFinishDecoding(_ imageNode: ASNetworkImageNode) { calls.append("decoded") }
    func imageNodeDidLoadImageFromCache(_ imageNode: ASNetworkImageNode) { calls.append("cache") }
  }

  /// The first bytes of a PNG of `width` x `height` pixels (all Inertia reads of it).
  static func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
      bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    bytes += [8, 6, 0, 0, 0]
    return Data(bytes)
  }

  @Test func loadingStartsWithTheViewAndTheDelegateHearsEachStep() throws {
    let downloader = HeldDownloader()
    let recorder = Recorder()
    let node = ASNetworkImageNode(cache: nil, downloader: downloader)
    let placeholder = try #require(UIImage(data: Self.pngHeader(width: 10, height: 10)))
    node.defaultImage = placeholder
    node.delegate = recorder
    node.url = URL(string: "https://example.com/a.png")
    #expect(downloader.requests.isEmpty && node.image === placeholder)
    let view = try #require(node.view as? UIImageView)
    #expect(downloader.requests.map(\.url.absoluteString) == ["https://example.com/a.png"])
    #expect(recorder.calls == ["start"] && view.image === placeholder)
    let photo = try #require(UIImage(data: Self.pngHeader(width: 120, height: 90)))
    downloader.requests[0].completion(photo, nil, 1, nil)
    #expect(recorder.calls == ["start", "load 120x90", "decoded"])
    #expect(node.image === photo && view.image === photo && node.imageSize == CGSize(width: 120, height: 90))
  }

  @Test func aNewURLCancelsTheDownloadInFlightAndIgnoresItsAnswer() throws {
    let downloader = HeldDownloader()
    let node = ASNetworkImageNode(cache: nil, downloader: downloader)
    _ = node.view
    node.url = URL(string: "https://example.com/first.png")
    node.url = URL(string: "https://example.com/second.png")
    #expect(downloader.cancelled == [1] && downloader.requests.count == 2)
    let stale = try #require(UIImage(data: Self.pngHeader(width: 5, height: 5)))
    downloader.requests[0].completion(stale, nil, 1, nil)
    #expect(node.image == nil)
    let fresh = try #require(UIImage(data: Self.pngHeader(width: 7, height: 7)))
    downloader.requests[1].completion(fresh, nil, 2, nil)
    #expect(node.image === fresh && node.url?.lastPathComponent == "second.png")
  }

  @Test func theDefaultDownloaderLoadsFileURLsAndRefusesOthers() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "as-network-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("photo.png")
    try Self.pngHeader(width: 64, height: 48).write(to: file)

    let recorder = Recorder()
    let node = ASNetworkImageNode()
    node.delegate = recorder
    _ = node.view
    node.url = file
    #expect(node.image?.size == CGSize(width: 64, height: 48))
    #expect(recorder.calls == ["start", "load 64x48", "decoded"])

    let remote = ASNetworkImageNode()
    let fallback = try #require(UIImage(data: Self.pngHeader(width: 3, height: 3)))
    remote.defaultImage = fallback
    remote.delegate = recorder
    remote.url = URL(string: "http://texturegroup.org/photo.png")
    _ = remote.view
    #expect(remote.image === fallback)
    #expect(
      recorder.calls.last
        == "fail cannot download http://texturegroup.org/photo.png: only file URLs load (no networking)")
  }

  @Test func settingTheImageDirectlyClearsTheURL() throws {
    let downloader = HeldDownloader()
    let node = ASNetworkImageNode(cache: nil, downloader: downloader)
    node.url = URL(string: "https://example.com/a.png")
    let image = try #require(UIImage(data: Self.pngHeader(width: 2, height: 2)))
    node.image = image
    #expect(node.url == nil && node.image === image)
    _ = node.view
    #expect(downloader.requests.isEmpty)
  }
}
