"""The application: runs and hosts. The pipeline stages and both orchestrators, `SceneHost`
(one bus, one run or many), batch, journal, replay, restyle, report, summary and trace, and
the composition root (`assembly.py`) that names the agents. It may use every layer below it
and the agents; the CLI above it is the only thing that imports it in the product.
"""
