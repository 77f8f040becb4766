"""Guizhou rules (贵州麻将, "捉鸡川麻将" as the source text names it): 108 tiles, 豆 kong money."""
