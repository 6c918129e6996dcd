#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes tests/data/malformed/: damaged and hostile track files, one per way a reader can be
fed bad input. tst_malformedfiles reads every file there and expects a clear error, never a
crash. Inputs found by fuzzing are added to that folder by hand (named fuzz-*), not by this
script; re-running it leaves them alone."""
import json
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(__file__), '..', 'tests', 'data', 'malformed')

GOOD_TRACK = {'format': 'pacenotes-track', 'formatVersion': 1, 'title': 'T', 'game': 'gt', 'laps': 1,
              'tiles': [{'id': '102a', 'q': 0, 'r': 0, 'rotation': 0}]}


def write(name, data):
    if isinstance(data, str):
        data = data.encode('utf-8')
    with open(os.path.join(OUT, name), 'wb') as f:
        f.write(data)


def ours(**changes):
    t = json.loads(json.dumps(GOOD_TRACK))
    for k, v in changes.items():
        if v is None:
            t.pop(k, None)
        else:
            t[k] = v
    return json.dumps(t)


def tile(**changes):
    t = {'id': '102a', 'q': 0, 'r': 0, 'rotation': 0}
    t.update(changes)
    return t


def rawdeflate(data):
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    return c.compress(data) + c.flush()


def zipfile_bytes(entries, count=None, comment=b''):
    """entries: dicts with name, data and optional deflate, flags, method, crc, size, csize, offset."""
    out = b''
    directory = b''
    for e in entries:
        name = e['name'].encode('utf-8') if isinstance(e['name'], str) else e['name']
        data = e['data'].encode('utf-8') if isinstance(e['data'], str) else e['data']
        deflate = e.get('deflate', True)
        packed = rawdeflate(data) if deflate else data
        method = e.get('method', 8 if deflate else 0)
        flags = e.get('flags', 0x0800)
        crc = e.get('crc', zlib.crc32(data) & 0xffffffff)
        size = e.get('size', len(data))
        csize = e.get('csize', len(packed))
        offset = e.get('offset', len(out))
        out += struct.pack('<IHHHHHIIIHH', 0x04034b50, 20, flags, method, 0, 0, crc, csize, size, len(name), 0)
        out += name + packed
        directory += struct.pack('<IHHHHHHIIIHHHHHII', 0x02014b50, 0x031e, 20, flags, method, 0, 0, crc, csize,
                                 size, len(name), 0, 0, 0, 0, 0o100644 << 16, offset) + name
    n = len(entries) if count is None else count
    return out + directory + struct.pack('<IHHHHIIH', 0x06054b50, 0, 0, n, n, len(directory), len(out),
                                         len(comment)) + comment


def main():
    os.makedirs(OUT, exist_ok=True)
    track = ours().encode()

    # Not a track at all, or cut short.
    write('empty.json', b'')
    write('empty.pacenotes', b'')
    write('empty.rgt', b'')
    write('plain-text.rgt', 'This is a text file, not a track.\n')
    write('plain-text.pacenotes', 'This is a text file, not a track.\n')
    write('binary-noise.json', bytes(range(256)) * 4)
    write('bom-only.rgt', b'\xef\xbb\xbf')
    write('truncated.json', track[:len(track) // 2])
    write('json-array.json', '[1, 2, 3]')
    write('json-string.rekee.json', '"tiles"')
    write('json-null.json', 'null')
    write('deep-nesting.json', '[' * 100000 + ']' * 100000)
    write('other-format.json', json.dumps({'format': 'pacenotes-tile-catalog', 'formatVersion': 1}))
    write('unknown-object.json', json.dumps({'hello': 'world'}))

    # Pacenotes JSON with wrong fields.
    write('ours-no-version.json', ours(formatVersion=None))
    write('ours-version-text.json', ours(formatVersion='1'))
    write('ours-future-version.json', ours(formatVersion=7))
    write('ours-version-zero.json', ours(formatVersion=0))
    write('ours-no-game.json', ours(game=None))
    write('ours-game-chess.json', ours(game='chess'))
    write('ours-title-number.json', ours(title=42))
    write('ours-laps-zero.json', ours(laps=0))
    write('ours-laps-fraction.json', ours(laps=1.5))
    write('ours-reverse-text.json', ours(reverseCourse='yes'))
    write('ours-tiles-object.json', ours(tiles={'id': '102a'}))
    write('ours-tile-number.json', ours(tiles=[5]))
    write('ours-unknown-tile.json', ours(tiles=[tile(id='199z')]))
    write('ours-tile-id-number.json', ours(tiles=[tile(id=102)]))
    write('ours-q-text.json', ours(tiles=[tile(q='0')]))
    write('ours-r-fraction.json', ours(tiles=[tile(r=0.5)]))
    write('ours-rotation-9.json', ours(tiles=[tile(rotation=9)]))
    write('ours-absurd-coordinates.json', ours(tiles=[tile(q=123456789)]))
    write('ours-huge-number.json', ours(tiles=[tile(q=1e308)]))
    write('ours-duplicate-position.json', ours(tiles=[tile(), tile(id='103a')]))
    write('ours-list-bad-count.json', ours(tileList=[{'id': '102a', 'count': 0}]))
    write('ours-list-unknown-tile.json', ours(tileList=[{'id': 'x', 'count': 1}]))
    write('ours-too-many-tiles.json', ours(tiles=[tile(q=i % 100, r=i // 100) for i in range(5001)]))

    # Rekee JSON.
    rekee_tile = {'id': '102a', 'q': 0, 'r': 0, 'dir': 0}
    write('rekee-tiles-object.rekee.json', json.dumps({'title': 'x', 'tiles': {'a': 1}}))
    write('rekee-unknown-tile.rekee.json', json.dumps({'tiles': [dict(rekee_tile, id='BRIDGE')]}))
    write('rekee-dir-6.rekee.json', json.dumps({'tiles': [dict(rekee_tile, dir=6)]}))
    write('rekee-dir-letter.json', json.dumps({'tiles': [dict(rekee_tile, dir='A')]}))
    write('rekee-q-fraction.json', json.dumps({'tiles': [dict(rekee_tile, q=0.25)]}))
    write('rekee-missing-r.json', json.dumps({'tiles': [{'id': '102a', 'q': 0, 'dir': 0}]}))
    write('rekee-duplicate-position.json', json.dumps({'tiles': [rekee_tile, dict(rekee_tile, id='103a')]}))
    write('rekee-far-away.json', json.dumps({'tiles': [dict(rekee_tile, r=-40000)]}))
    write('rekee-tokens-object.json', json.dumps({'tiles': [dict(rekee_tile, tokens={'id': 'water'})]}))
    write('rekee-author-list.json', json.dumps({'author': ['a'], 'tiles': []}))

    # Rallyman Track Editor .rgt.
    rgt_tile = {'X': 54, 'Y': 53, 'Orientation': 0, 'TuileId': '102a'}
    rgt = lambda tiles, **kw: json.dumps(dict({'Path': 'C:\\x', 'Name': 'n', 'Tuiles': tiles,
                                               'lowResWidth': 2480, 'lowResHeight': 1748}, **kw))
    write('rgt-tuiles-object.rgt', rgt({'X': 1}))
    write('rgt-x-text.rgt', rgt([dict(rgt_tile, X='54')]))
    write('rgt-y-missing.rgt', rgt([{'X': 54, 'Orientation': 0, 'TuileId': '102a'}]))
    write('rgt-orientation-7.rgt', rgt([dict(rgt_tile, Orientation=7)]))
    write('rgt-orientation-degrees.rgt', rgt([dict(rgt_tile, Orientation=180.0)]))
    write('rgt-id-number.rgt', rgt([dict(rgt_tile, TuileId=205)]))
    write('rgt-unknown-id.rgt', rgt([dict(rgt_tile, TuileId='999A')]))
    write('rgt-duplicate-position.rgt', rgt([rgt_tile, dict(rgt_tile, TuileId='205A')]))
    write('rgt-absurd-row.rgt', rgt([dict(rgt_tile, Y=2147483647)]))
    write('rgt-name-object.rgt', rgt([rgt_tile], Name={'en': 'x'}))
    write('rgt-tokens-number.rgt', rgt([dict(rgt_tile, Tokens=3)]))

    # .pacenotes packages: damaged and hostile zips.
    good = {'name': 'track.json', 'data': track}
    packages = {
        'package-truncated': zipfile_bytes([good])[:-30],
        'package-no-entries': zipfile_bytes([]),
        'package-no-track': zipfile_bytes([{'name': 'preview.png', 'data': b'\x89PNG'}]),
        'package-dot-dot': zipfile_bytes([dict(good, name='../track.json')]),
        'package-dot-dot-deep': zipfile_bytes([good, {'name': 'a/../../../etc/x', 'data': b'x'}]),
        'package-absolute': zipfile_bytes([good, {'name': '/etc/passwd', 'data': b'x'}]),
        'package-drive': zipfile_bytes([good, {'name': 'C:\\Windows\\x', 'data': b'x'}]),
        'package-many-entries': zipfile_bytes([good] + [{'name': 'junk/%d' % i, 'data': b'x'} for i in range(200)]),
        'package-declared-huge': zipfile_bytes([dict(good, size=0x7fffffff)]),
        'package-bomb': zipfile_bytes([dict(good, data=b' ' * (6 * 1024 * 1024))]),
        'package-size-understated': zipfile_bytes([dict(good, size=8)]),
        'package-size-overstated': zipfile_bytes([dict(good, size=len(track) + 999)]),
        'package-bad-crc': zipfile_bytes([dict(good, crc=0xdeadbeef)]),
        'package-encrypted': zipfile_bytes([dict(good, flags=0x0801)]),
        'package-bzip2': zipfile_bytes([dict(good, method=12)]),
        'package-lzma': zipfile_bytes([dict(good, method=14)]),
        'package-duplicate-names': zipfile_bytes([good, good]),
        'package-zip64-marker': zipfile_bytes([good], count=0xffff),
        'package-count-lies': zipfile_bytes([good], count=3),
        'package-offset-outside': zipfile_bytes([dict(good, offset=0x7ffffff0)]),
        'package-data-past-end': zipfile_bytes([dict(good, csize=0x00ffffff)]),
        'package-bad-json': zipfile_bytes([dict(good, data=b'{"format": "pacenotes-track", ')]),
        'package-json-array': zipfile_bytes([dict(good, data=b'[]')]),
        'package-unknown-tile': zipfile_bytes([dict(good, data=ours(tiles=[tile(id='188a')]).encode())]),
        'package-rgt-inside': zipfile_bytes([dict(good, data=rgt([rgt_tile]).encode())]),
    }
    for name, data in packages.items():
        write(name + '.pacenotes', data)
    # A valid zip comment whose length field lies, and trailing junk after the end record.
    z = zipfile_bytes([good])
    write('package-comment-length-lies.pacenotes', z[:-2] + struct.pack('<H', 500))
    write('package-trailing-junk.pacenotes', z + b'\0' * 100)
    end = z.rfind(b'PK\x05\x06')
    write('package-gap-before-end-record.pacenotes', z[:end] + b'\0' * 7 + z[end:])
    decoy = b'PK\x05\x06' + b'\0' * 16 + struct.pack('<H', 5) + b'x' * 30
    write('package-decoy-end-record.pacenotes', zipfile_bytes([good], comment=decoy))


if __name__ == '__main__':
    main()
