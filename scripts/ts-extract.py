#!/usr/bin/env python3
"""Prints the finished translations of a Qt .ts file as the JSON map ts-fill.py reads.

Usage: scripts/ts-extract.py translations/pacenotes_ru.ts > map.json
Used when merging branches: extract from one side, refresh with lupdate, fill back.
A message with a disambiguation comment is keyed "source\u0004comment".
"""
import json, sys
import xml.etree.ElementTree as ET

out = {}
for ctx in ET.parse(sys.argv[1]).getroot().iter('context'):
    name = ctx.find('name').text
    for m in ctx.iter('message'):
        tr = m.find('translation')
        if tr is None or tr.get('type') in ('unfinished', 'vanished', 'obsolete'):
            continue
        forms = [f.text or '' for f in tr.findall('numerusform')]
        value = forms if m.get('numerus') == 'yes' else (tr.text or '')
        if value:
            # a disambiguation comment makes a different message: key "source\u0004comment"
            key = m.find('source').text
            comment = m.find('comment')
            if comment is not None and comment.text:
                key += '\u0004' + comment.text
            out.setdefault(name, {})[key] = value
json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
