"""The reviewer: a vision model looks at a render and answers with a typed critique."""
