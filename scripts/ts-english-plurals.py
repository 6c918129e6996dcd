#!/usr/bin/env python3
"""Gives every "%n thing(s)" message in the English .ts its two English forms, so the English
UI says "1 tile" / "3 tiles" instead of "tile(s)". Other English messages stay untranslated
(the source text is English). Run after update_translations:
    scripts/ts-english-plurals.py translations/pacenotes_en.ts
"""
import json, re, subprocess, sys, os, tempfile
import xml.etree.ElementTree as ET

IRREGULAR = {'rally(s)': ('rally', 'rallies'), 'copy(ies)': ('copy', 'copies'), 'entry(ies)': ('entry', 'entries')}

def forms(src):
    one, many = src, src
    for word, (s, p) in IRREGULAR.items():
        one, many = one.replace(word, s), many.replace(word, p)
    one = re.sub(r'\((?:s|es|ies)\)', '', one)
    # "%n dice", "%n Brake dice": one die
    one = re.sub(r'(%n(?: [A-Z][a-z]+)?) dice\b', r'\1 die', one)
    many = re.sub(r'\((s|es)\)', r'\1', many)
    return [one, many]

# Sentences whose singular needs more than dropping "(s)".
SENTENCES = {
    'Layout complete and valid: all %n tile(s) of the list are placed.':
        ['Layout complete and valid: the %n tile of the list is placed.',
         'Layout complete and valid: all %n tiles of the list are placed.'],
}

ts = sys.argv[1]
mapping = {}
for ctx in ET.parse(ts).getroot().iter('context'):
    name = ctx.find('name').text
    for m in ctx.iter('message'):
        if m.get('numerus') == 'yes':
            src = m.find('source').text
            mapping.setdefault(name, {})[src] = SENTENCES.get(src) or forms(src)
with tempfile.NamedTemporaryFile('w', suffix='.json', delete=False, encoding='utf-8') as f:
    json.dump(mapping, f, ensure_ascii=False)
subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), 'ts-fill.py'), ts, f.name], check=True)
os.unlink(f.name)
