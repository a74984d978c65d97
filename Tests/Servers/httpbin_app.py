"""Debian's python3-httpbin, as current upstream httpbin answers.

Debian ships httpbin 0.7.0, which predates upstream's `GET /json` (a fixed sample document,
added in httpbin 0.9). The demo and the tests read that document, so it is added here, byte for
byte the document upstream serves, when the installed httpbin lacks it. Everything else is
httpbin as installed.

Usage: python3 httpbin_app.py --host 127.0.0.1 --port N   (run with Debian's /usr/bin/python3)
"""
import argparse

from flask import jsonify
from httpbin.core import app

SAMPLE_JSON = {
    "slideshow": {
        "author": "Yours Truly",
        "date": "date of publication",
        "slides": [
            {"title": "Wake up to WonderWidgets!", "type": "all"},
            {
                "items": ["Why <em>WonderWidgets</em> are great", "Who <em>buys</em> WonderWidgets"],
                "title": "Overview",
                "type": "all",
            },
        ],
        "title": "Sample Slide Show",
    }
}

if not any(rule.rule == "/json" for rule in app.url_map.iter_rules()):
    app.add_url_rule("/json", "view_sample_json", lambda: jsonify(SAMPLE_JSON))

if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=5000)
    parser.add_argument("--host", default="127.0.0.1")
    args = parser.parse_args()
    app.run(port=args.port, host=args.host, threaded=True)
