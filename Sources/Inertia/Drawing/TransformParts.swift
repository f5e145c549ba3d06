import Foundation

/// A 3D transform taken apart as Core Animation's `transform.*` key paths see it: scale, rotation
/// about x, y and z, translation, and a perspective `m34` kept apart (`t.m34 = -1 / 500` then a
/// rotation is the card-flip idiom). The transform is rebuilt as scale, then rotation about x,
/// then y, then z, then translation, then the perspective; a skew is lost when a part is set.
struct TransformParts {
  var scale: (x: Double, y: Double, z: Double)
  var rotation: (x: Double, y: Double, z: Double)
  var translation: (x: Double, y: Double, z: Double)
  var perspective: Double

  init(_ t: Transform3D) {
    let e = t.entries.map { Double($0) }
    // The perspective the transform ends with: column 4 over column 3 (M = A · P).
    let column3 = [e[2], e[6], e[10]]
    let pivot = column3.indices.max { abs(column3[$0]) < abs(column3[$1]) } ?? 2
    perspective = column3[pivot] == 0 ? 0 : [e[3], e[7], e[11]][pivot] / column3[pivot]
    translation = (e[12], e[13], e[14])
    let rows = [[e[0], e[1], e[2]], [e[4], e[5], e[6]], [e[8], e[9], e[10]]]
    let lengths = rows.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
    let determinant =
      rows[0][0] * (rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1])
      - rows[0][1] * (rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0])
      + rows[0][2] * (rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0])
    // A mirror shows as a negative y scale, as an affine flip is usually written.
    let sy = determinant < 0 ? -lengths[1] : lengths[1]
    scale = (lengths[0], sy, lengths[2])
    func unit(_ row: [Double], _ length: Double) -> [Double] { length == 0 ? row : row.map { $0 / length } }
    let (r0, r1, r2) = (unit(rows[0], lengths[0]), unit(rows[1], sy), unit(rows[2], lengths[2]))
    // R = Rx · Ry · Rz on row vectors: r0[2] = -sin(y).
    let ry = asin(min(max(-r0[2], -1), 1))
    if abs(cos(ry)) > 1e-9 {
      rotation = (atan2(r1[2], r2[2]), ry, atan2(r0[1], r0[0]))
    } else {
      rotation = (0, ry, atan2(-r1[0], r1[1]))
    }
  }

  /// The transform the parts make.
  var transform: Transform3D {
    let rotate = Transform3D(rotationAngle: CGFloat(rotation.z), x: 0, y: 0, z: 1)
    var matrix = Transform3D(scaleX: CGFloat(scale.x), y: CGFloat(scale.y), z: CGFloat(scale.z))
      .concatenating(Transform3D(rotationAngle: CGFloat(rotation.x), x: 1, y: 0, z: 0))
      .concatenating(Transform3D(rotationAngle: CGFloat(rotation.y), x: 0, y: 1, z: 0))
      .concatenating(rotate)
      .concatenating(
        Transform3D(
          translationX: CGFloat(translation.x), y: CGFloat(translation.y), z: CGFloat(translation.z)))
    if perspective != 0 {
      var p = Transform3D.identity
      p.m34 = CGFloat(perspective)
      matrix = matrix.concatenating(p)
    }
    return matrix
  }

  func value(at keyPath: String) -> AnimationValue? {
    switch keyPath {
    case "transform.scale": .scalar((scale.x + scale.y + scale.z) / 3)
    case "transform.scale.x": .scalar(scale.x)
    case "transform.scale.y": .scalar(scale.y)
    case "transform.scale.z": .scalar(scale.z)
    case "transform.rotation", "transform.rotation.z": .scalar(rotation.z)
    case "transform.rotation.x": .scalar(rotation.x)
    case "transform.rotation.y": .scalar(rotation.y)
    case "transform.translation": .size(CGSize(width: translation.x, height: translation.y))
    case "transform.translation.x": .scalar(translation.x)
    case "transform.translation.y": .scalar(translation.y)
    case "transform.translation.z": .scalar(translation.z)
    default: nil
    }
  }

  mutating func set(_ v: Double, at keyPath: String) {
    switch keyPath {
    case "transform.scale": scale = (v, v, v)
    case "transform.scale.x": scale.x = v
    case "transform.scale.y": scale.y = v
    case "transform.scale.z": scale.z = v
    case "transform.rotation", "transform.rotation.z": rotation.z = v
    case "transform.rotation.x": rotation.x = v
    case "transform.rotation.y": rotation.y = v
    case "transform.translation.x": translation.x = v
    case "transform.translation.y": translation.y = v
    case "transform.translation.z": translation.z = v
    default: break
    }
  }
}
