/// NSObject's description of an object: `<ClassName: 0x…>`. The number identifies the object for
/// its lifetime (it is not its address on every platform).
func objectDescription(_ object: AnyObject) -> String {
  "<\(type(of: object)): 0x\(String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16))>"
}
