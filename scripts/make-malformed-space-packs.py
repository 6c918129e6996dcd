#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes tests/data/malformed-spaces/: damaged and hostile tile space packs, one per way the
pack reader can be fed bad input. tst_spacepack reads every file there and expects a clear
error, never a crash. Inputs found by fuzzing are added by hand (named fuzz-*)."""
import importlib.util
import json
import os

HERE = os.path.dirname(__file__)
OUT = os.path.join(HERE, '..', 'tests', 'data', 'malformed-spaces')
_spec = importlib.util.spec_from_file_location('corpus', os.path.join(HERE, 'make-malformed-corpus.py'))
corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(corpus)
zipfile_bytes = corpus.zipfile_bytes

PACK = {'format': 'pacenotes-space-pack', 'formatVersion': 1, 'name': 'Bad', 'provenance': 'measured'}
SIDE = {'format': 'pacenotes-tile-spaces', 'formatVersion': 1, 'side': '103b', 'provenance': 'measured',
        'spaces': [{'id': 1, 'road': 'A-D', 'lane': 1, 'start': 0, 'end': 1},
                   {'id': 2, 'road': 'A-D', 'lane': 2, 'start': 0, 'end': 1}]}


def j(obj, **changes):
    o = json.loads(json.dumps(obj))
    for k, v in changes.items():
        if v is None:
            o.pop(k, None)
        else:
            o[k] = v
    return json.dumps(o)


def pack(*extra, info=None, side=None):
    entries = [{'name': 'pack.json', 'data': info if info is not None else j(PACK)},
               {'name': 'sides/103b.json', 'data': side if side is not None else j(SIDE)}]
    return zipfile_bytes(entries + list(extra))


def write(name, data):
    if isinstance(data, str):
        data = data.encode('utf-8')
    with open(os.path.join(OUT, name), 'wb') as f:
        f.write(data)


def main():
    os.makedirs(OUT, exist_ok=True)
    write('empty.pnspaces', b'')
    write('plain-text.pnspaces', 'This is a text file, not a pack.\n')
    write('json-not-zip.pnspaces', j(SIDE))
    write('truncated.pnspaces', pack()[:-30])
    # The structure lies or attacks.
    write('zip-slip.pnspaces', pack({'name': '../../evil.json', 'data': '{}'}))
    write('absolute-path.pnspaces', pack({'name': '/etc/evil.json', 'data': '{}'}))
    write('backslash-path.pnspaces', pack({'name': 'sides\\..\\..\\evil.json', 'data': '{}'}))
    write('bomb.pnspaces', pack({'name': 'sides/104b.json', 'data': b' ' * (4 * 1024 * 1024)}))
    write('declared-huge.pnspaces', pack({'name': 'scans/104b.png', 'data': b'x', 'size': 0x7ffffff0}))
    write('bad-crc.pnspaces', zipfile_bytes([{'name': 'pack.json', 'data': j(PACK), 'crc': 1}]))
    write('duplicate-entry.pnspaces', pack({'name': 'sides/103b.json', 'data': j(SIDE)}))
    write('encrypted.pnspaces', zipfile_bytes([{'name': 'pack.json', 'data': j(PACK), 'flags': 0x0801}]))
    write('count-lies.pnspaces', zipfile_bytes([{'name': 'pack.json', 'data': j(PACK)}], count=3))
    write('many-entries.pnspaces', zipfile_bytes(
        [{'name': 'pack.json', 'data': j(PACK)}] + [{'name': 'n/%d' % i, 'data': 'x'} for i in range(1300)]))
    # The content is wrong.
    write('no-pack-json.pnspaces', zipfile_bytes([{'name': 'sides/103b.json', 'data': j(SIDE)}]))
    write('pack-json-not-json.pnspaces', pack(info='{"format": '))
    write('pack-json-array.pnspaces', pack(info='[1, 2]'))
    write('pack-other-format.pnspaces', pack(info=j(PACK, format='pacenotes-track')))
    write('pack-future-version.pnspaces', pack(info=j(PACK, formatVersion=9)))
    write('pack-unknown-field.pnspaces', pack(info=j(PACK, colour='red')))
    write('pack-bad-provenance.pnspaces', pack(info=j(PACK, provenance='guessed')))
    write('pack-templates-claim-measured.pnspaces', pack(info=j(PACK, templatesOnly=True)))
    write('templates-with-measured-side.pnspaces', pack(info=j(PACK, provenance='template', templatesOnly=True)))
    write('side-not-json.pnspaces', pack(side='{"format": "pacenotes-tile-spaces", '))
    write('side-wrong-name.pnspaces', zipfile_bytes([{'name': 'pack.json', 'data': j(PACK)},
                                                      {'name': 'sides/104b.json', 'data': j(SIDE)}]))
    write('side-unknown-field.pnspaces', pack(side=j(SIDE, colour='red')))
    write('side-future-version.pnspaces', pack(side=j(SIDE, formatVersion=7)))
    write('side-bad-road.pnspaces', pack(side=j(SIDE, spaces=[{'id': 1, 'road': 'B-E', 'lane': 1}])))
    write('side-limit-text.pnspaces', pack(side=j(SIDE, spaces=[{'id': 1, 'road': 'A-D', 'lane': 1, 'limit': 'two'}])))
    write('side-limit-huge.pnspaces', pack(side=j(SIDE, spaces=[{'id': 1, 'road': 'A-D', 'lane': 1, 'limit': 1e300}])))
    write('side-lane-zero.pnspaces', pack(side=j(SIDE, spaces=[{'id': 1, 'road': 'A-D', 'lane': 0}])))
    write('side-position-nan.pnspaces', pack(side=j(SIDE).replace('"end": 1}', '"end": NaN}', 1)))
    write('side-too-many-spaces.pnspaces', pack(side=j(SIDE, spaces=[{'id': i + 1, 'road': 'A-D', 'lane': 1}
                                                                      for i in range(401)])))
    write('side-outline-bad-point.pnspaces', pack(side=j(SIDE, spaces=[{'id': 1, 'road': 'A-D', 'offRoad': True,
                                                                         'outline': [[0, 0], [1], [2, 2]]}])))
    write('side-corner-no-line.pnspaces', pack(side=j(SIDE, spaces=[{'id': 1, 'road': 'A-D', 'lane': 1,
                                                                      'corner': {'id': '1'}}])))
    write('side-line-word.pnspaces', pack(side=j(SIDE, spaces=[{'id': 1, 'road': 'A-D', 'lane': 1, 'sharp': True,
                                                                 'line': 'bang'}])))
    write('side-deep-nesting.pnspaces', pack(side='[' * 5000 + ']' * 5000))


if __name__ == '__main__':
    main()
