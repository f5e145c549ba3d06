import Foundation
import Logging

private let declaredValueLog = Logger(label: "Inertia.KeyValueCoding")

/// A class that sets and reads the properties it declares by name, so that key-value coding
/// (`setValue(_:forKey:)`, `value(forKey:)`) reaches them on a platform without the Objective-C
/// runtime.
///
/// On iOS, key-value coding finds any `@objc` property of an object's class by its name:
/// `cell.setValue("page", forKey: "reuseIdentifier")` sets a property a program's own view class
/// declares. Swift on Linux keeps no such table, so `inertia port` writes one into the classes of a
/// program that uses key-value coding: each class that derives from a view, view controller,
/// gesture recognizer or layer gets ``setDeclaredValue(_:forKey:)`` and ``declaredValue(forKey:)``
/// with a case for each of its `@objc` properties, an override handing other keys to `super`'s
/// when a superclass in the files has a table, and the first class of each chain adopts this
/// protocol. The views', view controllers', gesture recognizers' and layers' own
/// `setValue(_:forKey:)` and `value(forKey:)` ask these tables before their own keys.
@preconcurrency @MainActor
public protocol KeyValueCodingDeclaring: AnyObject {
  /// Sets the property named `key` that the class or a superclass in the program declares, and
  /// returns true; a value of the wrong type changes nothing (a log line says so) and returns
  /// true too. Returns false, changing nothing, for a key no class of the chain declares as
  /// settable.
  func setDeclaredValue(_ value: Any?, forKey key: String) -> Bool

  /// The value of the property named `key` that the class or a superclass in the program
  /// declares (`.some(nil)` for a property holding nil), or nil for a key no class of the chain
  /// declares.
  func declaredValue(forKey key: String) -> Any??
}

/// The conversions the tables of ``KeyValueCodingDeclaring`` classes use, as key-value coding
/// converts on iOS: a number of any of Swift's number types (or an `NSNumber`) sets a property of
/// another number type or a `Bool`; nil sets an optional property to nil.
public enum DeclaredKeyValues {
  /// `value` as a `T`, or nil (with a log line naming `key` and `object`'s class) when it is not
  /// one: nil for a property that is not optional, or a value of another type.
  public static func converted<T>(_ value: Any?, to type: T.Type, forKey key: String, of object: AnyObject)
    -> T?
  {
    if let converted = plainConverted(value, to: type) { return converted }
    let given = value.map { String(describing: Swift.type(of: $0)) } ?? "nil"
    declaredValueLog.warning(
      "setValue(_:forKey:) with \(given) for key \(key) of type \(T.self) changes nothing on \(Swift.type(of: object))"
    )
    return nil
  }

  /// `value` as a `T` without a log line.
  static func plainConverted<T>(_ value: Any?, to type: T.Type) -> T? {
    guard let value else {
      return (T.self as? any DeclaredOptional.Type)?.absent as? T
    }
    if let exact = value as? T { return exact }
    let wrapped = (T.self as? any DeclaredOptional.Type)?.wrappedType ?? T.self
    guard let number = number(value), let scalar = scalar(number, as: wrapped) else { return nil }
    return scalar as? T
  }

  /// A number handed in as any of Swift's number types, a `Bool` or an `NSNumber`.
  static func number(_ value: Any) -> Double? {
    switch value {
    case let number as Double: number
    case let number as CGFloat: Double(number)
    case let number as Float: Double(number)
    case let number as Int: Double(number)
    case let flag as Bool: flag ? 1 : 0
    case let number as NSNumber: number.doubleValue
    default: nil
    }
  }

  /// `number` as a value of `type` when that is a number type or `Bool` (nonzero is true).
  static func scalar(_ number: Double, as type: Any.Type) -> Any? {
    switch type {
    case is Double.Type: number
    case is CGFloat.Type: CGFloat(number)
    case is Float.Type: Float(number)
    case is Bool.Type: number != 0
    case is Int.Type: integral(number)
    case is Int32.Type: integral(number).map { Int32(truncatingIfNeeded: $0) }
    case is Int64.Type: integral(number).map { Int64($0) }
    case is UInt.Type: integral(number).flatMap { UInt(exactly: $0) }
    default: nil
    }
  }
}

/// `number` without its fraction, nil when no `Int` holds it.
private func integral(_ number: Double) -> Int? {
  number.isFinite && abs(number) < 9.2e18 ? Int(number) : nil
}

/// Optional types, whose nil key-value coding sets.
protocol DeclaredOptional {
  static var absent: Self { get }
  static var wrappedType: Any.Type { get }
}

extension Optional: DeclaredOptional {
  static var absent: Self { nil }
  static var wrappedType: Any.Type { Wrapped.self }
}

/// Looks keys up in the tables of ``KeyValueCodingDeclaring`` classes.
package enum DeclaredKeys {
  /// Sets `key` through the table of `object`'s class; false when it has none declaring `key`.
  @MainActor
  package static func set(_ value: Any?, forKey key: String, on object: AnyObject) -> Bool {
    (object as? any KeyValueCodingDeclaring)?.setDeclaredValue(value, forKey: key) ?? false
  }

  /// The value of `key` from the table of `object`'s class; nil when it has none declaring `key`.
  @MainActor
  package static func value(forKey key: String, of object: AnyObject) -> Any?? {
    (object as? any KeyValueCodingDeclaring)?.declaredValue(forKey: key)
  }
}
