"""Reads the open data service with OWSLib, as a Python user would (ogc-clients.routes.test.ts).

Usage: python3 owslib-check.py http://host:port/ogcapi
Prints one JSON object: the conformance classes, the collection ids and, per station collection,
the ids of its features and of those inside a box around Selangor.
"""
import json
import sys

from owslib.ogcapi.features import Features

url = sys.argv[1]
service = Features(url)
conformance = service.conformance()["conformsTo"]
collections = [c["id"] for c in service.collections()["collections"]]
items = {}
selangor = {}
for cid in collections:
    page = service.collection_items(cid, limit=1000)
    items[cid] = [f["id"] for f in page["features"]]
    boxed = service.collection_items(cid, bbox=[100.5, 2.5, 102.0, 3.9], limit=1000)
    selangor[cid] = [f["id"] for f in boxed["features"]]
print(json.dumps({"conformance": conformance, "collections": collections, "items": items, "selangor": selangor}))
