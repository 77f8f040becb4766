"""Chinese Official rules (MCR, 国标麻将): the fan calculator and the ruleset."""
