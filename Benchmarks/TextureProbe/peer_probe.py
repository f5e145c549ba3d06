"""One layout of a Texture benchmark tree for callgrind (see callgrind.sh beside it).

Usage: peer_probe.py yoga|taffy cold|relayout COUNT      (the column)
       peer_probe.py yoga|taffy shape NAME cold|relayout (peers/texture_shapes.py)
Run by the shell script, not by make bench-peers (it measures nothing itself).
"""
import sys

sys.path.insert(0, __file__.rsplit("/", 2)[0] + "/peers")
import texture  # noqa: E402  (the peer script's tree builders)
import texture_shapes  # noqa: E402

import poga.libpoga_capi as yoga  # noqa: E402
from stretchable import Style  # noqa: E402
from stretchable.style import Length, Size  # noqa: E402


def shape(peer, name, mode):
    undefined = float("nan")
    if peer == "yoga":
        root, change = texture_shapes.yoga_tree(name)
        if mode == "relayout":
            yoga.YGNodeCalculateLayout(root, undefined, undefined, yoga.YGDirection.LTR)
            change()
        yoga.YGNodeCalculateLayout(root, undefined, undefined, yoga.YGDirection.LTR)
        print(name, mode, yoga.YGNodeLayoutGetWidth(root), yoga.YGNodeLayoutGetHeight(root))
    else:
        root, change = texture_shapes.taffy_tree(name)
        if mode == "relayout":
            root.compute_layout()
            change()
        root.compute_layout()
        print(name, mode, root.get_box().width, root.get_box().height)


def main():
    peer, mode = sys.argv[1], sys.argv[2]
    if mode == "shape":
        shape(peer, sys.argv[3], sys.argv[4])
        return
    count = int(sys.argv[3])
    if peer == "yoga":
        root, children = texture.yoga_tree(count)
        undefined = float("nan")
        if mode == "relayout":
            yoga.YGNodeCalculateLayout(root, undefined, undefined, yoga.YGDirection.LTR)
            yoga.YGNodeStyleSetHeight(children[count // 2], 88)
        yoga.YGNodeCalculateLayout(root, undefined, undefined, yoga.YGDirection.LTR)
    else:
        root = texture.taffy_tree(count)
        if mode == "relayout":
            root.compute_layout()
            root[count // 2].style = Style(size=Size(Length.default(), 88), flex_shrink=0)
        root.compute_layout()


if __name__ == "__main__":
    main()
