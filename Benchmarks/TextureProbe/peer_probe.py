"""One layout of the Texture benchmark's column for callgrind (see callgrind.sh beside it).

Usage: peer_probe.py yoga|taffy cold|relayout COUNT. Run by the shell script, not by
make bench-peers (it measures nothing itself).
"""
import sys

sys.path.insert(0, __file__.rsplit("/", 2)[0] + "/peers")
import texture  # noqa: E402  (the peer script's tree builders)

import poga.libpoga_capi as yoga  # noqa: E402
from stretchable import Style  # noqa: E402
from stretchable.style import Length, Size  # noqa: E402


def main():
    peer, mode, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
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
