#!/usr/bin/env python3
"""Reads the PostScript of `sgt-loopy --generate N --print 1x1 --with-solutions`
on stdin and prints, per puzzle, Loopy's own solution: the loop's edges as
hex digits (4 edges a digit, first edge in the high bit), the horizontal
edges row by row (ROWS+1 rows of COLS), then the vertical ones (ROWS rows
of COLS+1). The puzzles' pages come first, then
the solutions' pages, in the same order; on it each line of the
loop is a filled rectangle around the edge, and the dots are circles of
radius 34 a tile apart."""
import re, sys

rows, cols = int(sys.argv[1]), int(sys.argv[2])
pages = re.split(r'%%Page: ', sys.stdin.read())[1:]
poly = re.compile(r'newpath (\d+) (\d+) moveto\n(\d+) (\d+) lineto\n(\d+) (\d+) lineto\n(\d+) (\d+) lineto\nclosepath')
dot = re.compile(r'newpath (\d+) (\d+) 34 0 360 arc')
for page in pages[len(pages) // 2:]:
    ds = [(int(x), int(y)) for x, y in dot.findall(page)]
    x0, y0 = min(x for x, _ in ds), max(y for _, y in ds)
    tile = (max(x for x, _ in ds) - x0) / cols
    h = [[0] * cols for _ in range(rows + 1)]
    v = [[0] * (cols + 1) for _ in range(rows)]
    for p in poly.findall(page):
        xs, ys = [int(a) for a in p[0::2]], [int(a) for a in p[1::2]]
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        gx, gy = (cx - x0) / tile, (y0 - cy) / tile
        if max(xs) - min(xs) > max(ys) - min(ys):
            h[round(gy)][int(gx)] = 1
        else:
            v[int(gy)][round(gx)] = 1
    bits = [b for row in h for b in row] + [b for row in v for b in row]
    bits += [0] * (-len(bits) % 4)
    print(''.join('%x' % (bits[i] * 8 + bits[i + 1] * 4 + bits[i + 2] * 2 + bits[i + 3]) for i in range(0, len(bits), 4)))
