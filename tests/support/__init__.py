"""Helpers the tests share: paths, schema readings, strategies, browser and registry probes."""
