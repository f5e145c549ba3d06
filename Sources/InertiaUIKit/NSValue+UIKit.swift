import Foundation
import Inertia

// UIKit's geometry in NSValue (`NSValue(cgRect:)`, `cgRectValue`), and the bridging iOS has
// between them: a rectangle, point or size read from a user info dictionary casts either way,
// `info[key] as? CGRect` and `(info[key] as? NSValue)?.cgRectValue`, as keyboard notification
// code does both. Linux's Foundation has the values but not the bridging; these conformances add
// it (a value of another kind does not cast).

extension NSValue {
  /// A value holding a rectangle (UIKit's `NSValue(cgRect:)`).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// A value holding a point (UIKit's `NSValue(cgPoint:)`).
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding a size (UIKit's `NSValue(cgSize:)`).
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }
  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }
  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }

  /// Whether the value holds a `kind` ("CGRect", "CGPoint" or "CGSize").
  func holds(_ kind: String) -> Bool { String(cString: objCType).hasPrefix("{" + kind + "=") }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
  /// The value holding the rectangle.
  public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
  /// The rectangle a value holds (zero when it holds something else).
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    result = source.holds("CGRect") ? source.rectValue : .zero
  }
  /// The rectangle a value holds, or false when it holds something else.
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
    result = source.holds("CGRect") ? source.rectValue : nil
    return result != nil
  }
  /// The rectangle a value holds (zero for nil or another kind).
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    source.flatMap { $0.holds("CGRect") ? $0.rectValue : nil } ?? .zero
  }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
  /// The value holding the point.
  public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
  /// The point a value holds (zero when it holds something else).
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
    result = source.holds("CGPoint") ? source.pointValue : .zero
  }
  /// The point a value holds, or false when it holds something else.
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
    result = source.holds("CGPoint") ? source.pointValue : nil
    return result != nil
  }
  /// The point a value holds (zero for nil or another kind).
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
    source.flatMap { $0.holds("CGPoint") ? $0.pointValue : nil } ?? .zero
  }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
  /// The value holding the size.
  public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }
  /// The size a value holds (zero when it holds something else).
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
    result = source.holds("CGSize") ? source.sizeValue : .zero
  }
  /// The size a value holds, or false when it holds something else.
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
    result = source.holds("CGSize") ? source.sizeValue : nil
    return result != nil
  }
  /// The size a value holds (zero for nil or another kind).
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
    source.flatMap { $0.holds("CGSize") ? $0.sizeValue : nil } ?? .zero
  }
}
