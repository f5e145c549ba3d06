import Foundation

/// The scroll state that state restoration saves (spec section 11).
public struct ScrollViewRestorationState: Codable, Equatable, Sendable {
  /// The largest inset, in points, a restored state may hold (either sign): 1e9, as a scene's
  /// `contentInset` (sweep 61: insets of ±1e308 were taken, and the offset range came out infinite).
  public static let insetMagnitude = 1e9

  /// The zoom scale.
  public var zoomScale: Double
  /// The content inset as [top, left, bottom, right].
  public var contentInset: [Double]
  /// The content offset as [x, y].
  public var contentOffset: [Double]
}

/// Why restoring a scroll view's state failed.
public enum RestorationError: Error, Equatable, CustomStringConvertible {
  /// The data is not a valid state.
  case corrupt(String)

  public var description: String {
    switch self {
    case .corrupt(let detail): return "corrupt scroll view state: \(detail)"
    }
  }
}

extension ScrollView {
  /// Encodes zoomScale, contentInset and contentOffset; nil without a restorationIdentifier.
  public func encodeRestorableState() -> Data? {
    guard restorationIdentifier != nil else { return nil }
    let insets = contentInset
    let state = ScrollViewRestorationState(
      zoomScale: Double(zoomScale),
      contentInset: [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) },
      contentOffset: [Double(contentOffset.x), Double(contentOffset.y)])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try? encoder.encode(state)
  }

  /// Restores a state from ``encodeRestorableState()``: zoom first, then the inset, the offset last.
  /// Corrupt data throws and leaves the view unchanged: values that are not finite, a zoom scale
  /// of 0 or less, or an inset beyond ``ScrollViewRestorationState/insetMagnitude``.
  public func decodeRestorableState(_ data: Data) throws {
    let state: ScrollViewRestorationState
    do {
      state = try JSONDecoder().decode(ScrollViewRestorationState.self, from: data)
    } catch {
      throw RestorationError.corrupt("not a scroll view state (\(error))")
    }
    guard state.contentInset.count == 4, state.contentOffset.count == 2,
      state.zoomScale.isFinite, state.zoomScale > 0,
      (state.contentInset + state.contentOffset).allSatisfy(\.isFinite),
      state.contentInset.allSatisfy({ abs($0) <= ScrollViewRestorationState.insetMagnitude })
    else { throw RestorationError.corrupt("values out of range") }
    zoomScale = CGFloat(zoomBand.clamped(state.zoomScale))
    contentInset = EdgeInsets(
      top: state.contentInset[0], left: state.contentInset[1], bottom: state.contentInset[2],
      right: state.contentInset[3])
    setContentOffset(clamped(CGPoint(x: state.contentOffset[0], y: state.contentOffset[1])), animated: false)
  }
}
